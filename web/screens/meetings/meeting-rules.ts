// The status actions the meetings list, agenda and detail offer the reader.
import {
  MEETING_ACTIONS,
  type MeetingAction,
  type MeetingPart,
  type MeetingStatus,
  mayAct,
} from '../../../core/rules/meetings.ts';
import { actionsFrom } from '../../../core/rules/transitions.ts';

/** The status actions this user may take on this meeting now (docs/rules.md#meeting-statuses). */
export function allowedActions(part: MeetingPart, status: MeetingStatus): MeetingAction[] {
  return actionsFrom(MEETING_ACTIONS, status).filter((action) => mayAct(part, action));
}
