// A scanned person's picture: their photo when their profile has one, else their initials.
import type { ScannedPerson } from '../../../core/schemas/badge-scan.ts';
import { cn } from '../../lib/cn.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');

export function PersonAvatar({ person, size }: { person: ScannedPerson; size: 'lg' | 'sm' }) {
  const box = size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-10 w-10 text-sm';
  if (person.photo_url) {
    return <img src={person.photo_url} alt="" className={cn(box, 'shrink-0 rounded-full object-cover')} />;
  }
  return (
    <span
      className={cn(
        box,
        'flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white',
      )}
      aria-hidden
    >
      {initials(person.full_name)}
    </span>
  );
}
