// How much a wish counts. A pair's weight adds both sides' wishes, so mutual interest comes first.
import type { WISH_PRIORITIES } from '../constants.ts';

export type WishPriority = (typeof WISH_PRIORITIES)[number];

/** The weight of one side's wish; a pending meeting request counts as 'must'. */
export const WISH_WEIGHTS: Record<WishPriority, number> = { must: 3, like: 1 };

/** One side's say on a pair: its wish, if any, and whether it has a pending request to the other. */
export interface SideWish {
  priority?: WishPriority | null;
  requested?: boolean;
}

/** The weight of a buyer-seller pair: each side's strongest signal, added (0 means no wish). */
export function pairWeight(buyer: SideWish, seller: SideWish): number {
  return sideWeight(buyer) + sideWeight(seller);
}

function sideWeight(side: SideWish): number {
  const wish = side.priority ? WISH_WEIGHTS[side.priority] : 0;
  return Math.max(wish, side.requested ? WISH_WEIGHTS.must : 0);
}
