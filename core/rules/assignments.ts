// Volunteer assignment statuses and the volunteer's answers that move them (docs/rules.md#assignment-statuses).
import type { ASSIGNMENT_STATUSES } from '../constants.ts';
import type { Transitions } from './transitions.ts';

export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** Accept, Decline and Complete: the status each moves from and to. */
export const ASSIGNMENT_ACTIONS = {
  accept: { from: 'assigned', to: 'confirmed' },
  decline: { from: 'assigned', to: 'cancelled' },
  complete: { from: 'confirmed', to: 'completed' },
} as const satisfies Transitions<string, AssignmentStatus>;

export type AssignmentAction = keyof typeof ASSIGNMENT_ACTIONS;

/** Statuses that count as open: the volunteer still has something to do. */
export const OPEN_ASSIGNMENT_STATUSES = ['assigned', 'confirmed'] as const;

/** True for an assigned or confirmed assignment. */
export function isOpen(status: AssignmentStatus): boolean {
  return (OPEN_ASSIGNMENT_STATUSES as readonly string[]).includes(status);
}
