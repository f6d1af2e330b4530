// Transaction statuses, the actions that move them and what a buyer sees of them.
import type { TRANSACTION_STATUSES } from '../constants.ts';
import type { Transitions } from './transitions.ts';

export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Agree, Cancel and Complete: the status each moves a transaction from and to. */
export const TRANSACTION_ACTIONS = {
  agree: { from: 'proposed', to: 'agreed' },
  cancel: { from: 'proposed', to: 'cancelled' },
  complete: { from: 'agreed', to: 'completed' },
} as const satisfies Transitions<string, TransactionStatus>;

export type TransactionAction = keyof typeof TRANSACTION_ACTIONS;

/** The statuses in which a buyer sees their own transactions (never proposed or cancelled ones). */
export const BUYER_VISIBLE_TRANSACTION_STATUSES = ['agreed', 'completed'] as const;
