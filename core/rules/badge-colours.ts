// A name badge's band colour by role (docs/rules.md#agendas-and-badges): the printed badge and the
// "My badge" screen use the same colours, so a volunteer at the door reads either the same way.
import type { ParticipantRole } from '../schemas/participant.ts';

/** Each role's band colour, dark enough for white text (contrast at least 4.5:1). */
export const BADGE_ROLE_COLOUR: Record<ParticipantRole, string> = {
  buyer: '#1d4ed8',
  seller: '#047857',
  interpreter: '#6d28d9',
  volunteer: '#b45309',
};
