// Meeting statuses and the actions that move them (SPEC.md section 4, PRODUCT.md 5).
import type { MEETING_STATUSES } from '../constants.ts';
import type { Transitions } from './transitions.ts';

export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Meeting statuses that count as upcoming / active. */
export const UPCOMING_MEETING_STATUSES = ['scheduled', 'confirmed'] as const;

/** Statuses an interpreter sees (SPEC.md section 6). */
export const INTERPRETER_VISIBLE_STATUSES = ['confirmed', 'completed'] as const;

/** Confirm, Cancel and Complete: the status each moves a meeting from and to. */
export const MEETING_ACTIONS = {
  confirm: { from: 'scheduled', to: 'confirmed' },
  cancel: { from: 'scheduled', to: 'cancelled' },
  complete: { from: 'confirmed', to: 'completed' },
} as const satisfies Transitions<string, MeetingStatus>;

export type MeetingAction = keyof typeof MEETING_ACTIONS;

/** The part a user plays in a meeting, if any. */
export type MeetingPart = 'admin' | 'buyer' | 'seller' | 'interpreter' | null;

/** Who may take each action (PRODUCT.md 5): confirm and cancel by admin, buyer or seller; complete also by the interpreter. */
export function mayAct(part: MeetingPart, action: MeetingAction): boolean {
  if (part === null) return false;
  if (action === 'complete') return true;
  return part !== 'interpreter';
}
