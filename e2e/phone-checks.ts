// The phone-first checks of a screen (docs/rules.md#phone-first-screens): the page never scrolls
// sideways, and every visible control is a touch target of at least 44 x 44 CSS px. Any spec can
// call them on the screen it has open; e2e/phone.spec.ts runs them over every participant screen.
import type { Page } from '@playwright/test';

/** The least width and height of a touch target, in CSS px (WCAG 2.5.5, and Apple's guideline). */
export const MIN_TARGET = 44;

/** What a control is, for the touch-target check. */
export const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(',');

export interface PhoneProblem {
  check: 'horizontal-scroll' | 'touch-target';
  /** A CSS path to the element, ending at its test id when an ancestor has one, and its text. */
  target: string;
  detail: string;
}

/**
 * Both checks, run in the page.
 *
 * Horizontal scroll: when the document is wider than the viewport, or an element sticks out of it,
 * the outermost elements that do (not each of their children), each with its span. A box that
 * scrolls or clips sideways on its own (`overflow-x: auto`, a row of tabs, a wide grid) holds its
 * content: only the box itself counts. Fixed layers (the top bar, dialogs, drawers) count too: a
 * fixed box wider than the viewport is cut off.
 *
 * Touch targets: visible controls smaller than `min` on either side. The exceptions:
 * - a link inline in a sentence (WCAG 2.5.8's "inline" exception): `display: inline`, in a block
 *   with text of its own beside the link's;
 * - a checkbox, radio or file input is measured by its label (wrapping it, or `for` it), the target
 *   a finger actually hits; a control drawn by its label (an `sr-only` input) is the label's;
 * - a link or button stretched over its card by an absolutely placed ::before or ::after is measured
 *   with it;
 * - what a finger cannot reach: invisible, clipped away (`sr-only`), `aria-hidden` (the page behind
 *   an open modal dialog) or `inert`.
 */
function checkInPage({ selector, min, width }: { selector: string; min: number; width: number }): PhoneProblem[] {
  const root = document.scrollingElement ?? document.documentElement;
  const describe = (el: Element, withText: boolean): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && node !== document.body && parts.length < 3; node = node.parentElement) {
      const id = node.getAttribute('data-testid');
      const classes = [...node.classList].slice(0, 2).join('.');
      parts.unshift(id ? `[data-testid="${id}"]` : `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`);
      if (id) break;
    }
    const text = withText ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ') : '';
    return `${parts.join(' > ')}${text ? ` "${text.slice(0, 30)}"` : ''}`;
  };
  const clippedAway = (el: Element) => {
    const s = getComputedStyle(el);
    return s.clipPath === 'inset(50%)' || s.clip === 'rect(0px, 0px, 0px, 0px)';
  };
  const problems: PhoneProblem[] = [];

  // Horizontal scroll.
  const holdsX = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
  // A fixed layer spans the layout viewport, which a page too wide has widened: it sticks out only
  // when it is wider than that (then it is cut off), else it is a sign of the overflow, not its cause.
  const sticksOut = (el: Element) => {
    const r = el.getBoundingClientRect();
    const limit = getComputedStyle(el).position === 'fixed' ? Math.max(width, root.clientWidth) : width;
    return r.width > 0 && r.height > 0 && (r.right > limit + 0.5 || r.left < -0.5) && !clippedAway(el);
  };
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (sticksOut(child)) {
        const r = child.getBoundingClientRect();
        problems.push({
          check: 'horizontal-scroll',
          target: describe(child, false),
          detail: `spans ${Math.round(r.left)}..${Math.round(r.right)} px of a ${width} px viewport`,
        });
      } else if (!holdsX(child)) walk(child);
    }
  };
  walk(document.body);
  const overflow = root.scrollWidth - width;
  if (overflow > 0 && problems.length === 0)
    problems.push({
      check: 'horizontal-scroll',
      target: 'html',
      detail: `the page is ${overflow} px wider than the viewport`,
    });

  // Touch targets.
  const unreachable = (el: Element) =>
    !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
    el.closest('[aria-hidden="true"], [inert]') !== null ||
    clippedAway(el);
  const inlineInText = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline' || !el.parentElement) return false;
    return (el.parentElement.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
  };
  const labelOf = (el: Element): Element | null => {
    if (!(el instanceof HTMLInputElement) || !['checkbox', 'radio', 'file'].includes(el.type)) return null;
    return el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
  };
  // A "stretched" link or button: an absolutely placed ::before or ::after widens where a finger
  // hits it (a whole card, or a few px around an icon), so its box joins the element's.
  const hitBox = (el: Element) => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (const pseudo of ['::before', '::after']) {
      const s = getComputedStyle(el, pseudo);
      if (s.content === 'none' || s.position !== 'absolute') continue;
      let block: Element | null = el;
      while (block && block !== document.body && getComputedStyle(block).position === 'static')
        block = block.parentElement;
      if (!block) continue;
      const b = block.getBoundingClientRect();
      const inset = (v: string) => (v === 'auto' ? null : Number.parseFloat(v));
      const [t, r, bo, l] = [s.top, s.right, s.bottom, s.left].map(inset);
      if (t === null || r === null || bo === null || l === null) continue;
      left = Math.min(left, b.left + l);
      top = Math.min(top, b.top + t);
      right = Math.max(right, b.right - r);
      bottom = Math.max(bottom, b.bottom - bo);
    }
    return { width: right - left, height: bottom - top };
  };
  const seen = new Set<Element>();
  for (const el of document.querySelectorAll(selector)) {
    const target = labelOf(el) ?? el;
    if (seen.has(target)) continue;
    seen.add(target);
    if (unreachable(target)) continue;
    const r = hitBox(target);
    if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
    if (inlineInText(target)) continue;
    problems.push({
      check: 'touch-target',
      target: describe(target, true),
      detail: `${Math.round(r.width)} x ${Math.round(r.height)} px`,
    });
  }
  return problems;
}

/** Both phone checks of the screen open now. */
export function phoneProblems(page: Page, min = MIN_TARGET): Promise<PhoneProblem[]> {
  // The device's width, not the document's: a phone's browser widens its layout viewport to fit a
  // page that is too wide (and shows it zoomed out), so clientWidth grows with the overflow.
  const width = page.viewportSize()?.width;
  if (!width) throw new Error('The phone checks need a page with a set viewport');
  return page.evaluate(checkInPage, { selector: INTERACTIVE, min, width });
}

/** Only the horizontal-scroll check. */
export async function horizontalScroll(page: Page): Promise<PhoneProblem[]> {
  return (await phoneProblems(page)).filter((p) => p.check === 'horizontal-scroll');
}

/** Only the touch-target check. */
export async function smallTouchTargets(page: Page, min = MIN_TARGET): Promise<PhoneProblem[]> {
  return (await phoneProblems(page, min)).filter((p) => p.check === 'touch-target');
}
