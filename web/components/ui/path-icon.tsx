// Icons as one plain <svg> path (lucide's drawings, 24 x 24, stroked), made by a function rather than
// lucide's component: where hundreds are drawn at once (the schedule grid's cells), and on the
// sign-in screen, whose JavaScript would otherwise load lucide's runtime and the shared icons chunk
// (docs/decisions/036-first-paint-and-lighthouse.md).

/** A circle of radius 10 around the centre, as a path. */
const CIRCLE = 'M22 12a10 10 0 1 1-20 0a10 10 0 1 1 20 0';

export const PATHS = {
  plus: 'M5 12h14M12 5v14',
  languages: 'M5 8l6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6',
  circleAlert: `${CIRCLE}M12 8v4M12 16h.01`,
  circleCheck: `${CIRCLE}M16 9l-5.5 5.5L8 12`,
  info: `${CIRCLE}M12 16v-4M12 8h.01`,
  loaderCircle: 'M21 12a9 9 0 1 1-6.219-8.56',
} as const;

/** The icon drawn by `d`, hidden from assistive technology (its text says what it means). */
export function pathIcon(d: string, className?: string) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      <path d={d} />
    </svg>
  );
}
