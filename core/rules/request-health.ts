// Request health's fixed figures (docs/rules.md#report), apart from its schemas so that the screens
// showing them do not load the schema library for two constants.
import { DECLINE_REASONS } from '../constants.ts';

/** The share of answered requests organisers aim to see accepted: 40-60 %. */
export const ACCEPTANCE_TARGET = { min: 0.4, max: 0.6 } as const;

/** A declined request's reason, or `not_given` for one declined without a reason from the list. */
export const DECLINE_REASON_KEYS = [...DECLINE_REASONS, 'not_given'] as const;
