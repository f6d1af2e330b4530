// The authorization matrix (docs/decisions/009-authorization-matrix.md): every API route with who
// may call it, collected from the access.ts beside each resource. server/test/authz/matrix.test.ts
// calls every route as every caller and fails when an answer differs, when a route has no rule,
// or when a rule names no route.

import { publicRoute, type RouteRules } from './access-rules.ts';
import { adminAccess } from './admin/access.ts';
import { agendaAccess } from './agendas/access.ts';
import { announcementAccess } from './announcements/access.ts';
import { apiDocsAccess } from './api-docs/access.ts';
import { apiTokenAccess } from './api-tokens/access.ts';
import { assignmentAccess } from './assignments/access.ts';
import { attachmentAccess } from './attachments/access.ts';
import { authAccess } from './auth/access.ts';
import { autoScheduleAccess } from './auto-schedule/access.ts';
import { autoScheduleImproveAccess } from './auto-schedule/improve-access.ts';
import { availabilityAccess } from './availability/access.ts';
import { backgroundJobAccess } from './background-jobs/access.ts';
import { badgeScanAccess } from './badge-scans/access.ts';
import { blockedSlotAccess } from './blocked-slots/access.ts';
import { calendarAccess } from './calendar/access.ts';
import { companyAccess } from './companies/access.ts';
import { contractAccess } from './contracts/access.ts';
import { conversationAccess } from './conversations/access.ts';
import { currencyRateAccess } from './currency-rates/access.ts';
import { dashboardAccess } from './dashboard/access.ts';
import { exclusionAccess } from './exclusions/access.ts';
import { exportAccess } from './exports/access.ts';
import { feedbackAccess } from './feedback/access.ts';
import { healthAccess } from './health/access.ts';
import { interpreterNoteAccess } from './interpreter-notes/access.ts';
import { meetingRequestAccess } from './meeting-requests/access.ts';
import { meetingSignalAccess } from './meeting-signals/access.ts';
import { meetingAccess } from './meetings/access.ts';
import { noticeAccess } from './notices/access.ts';
import { notificationAccess } from './notifications/access.ts';
import { outboxAccess } from './outbox/access.ts';
import { participantImportAccess } from './participant-import/access.ts';
import { peopleAccess } from './people/access.ts';
import { planConstraintAccess } from './plan-constraints/access.ts';
import { profileAccess } from './profile/access.ts';
import { projectAccess } from './projects/access.ts';
import { publicAccess } from './public/access.ts';
import { pushAccess } from './push/access.ts';
import { recommendationAccess } from './recommendations/access.ts';
import { replanAccess } from './replan/access.ts';
import { reportAccess } from './report/access.ts';
import { requestHealthAccess } from './request-health/access.ts';
import { tableAccess } from './tables/access.ts';
import { transactionAccess } from './transactions/access.ts';
import { travelAccess } from './travel/access.ts';
import { userAccess } from './users/access.ts';
import { voiceNoteAccess } from './voice-notes/access.ts';
import { webhookAccess } from './webhooks/access.ts';
import { wishAccess } from './wishes/access.ts';

export const ROUTE_ACCESS: RouteRules = {
  // Served by app.ts itself, beside the resources.
  'GET /api/openapi.json': publicRoute(),
  ...healthAccess,
  ...publicAccess,
  ...authAccess,
  ...profileAccess,
  ...apiTokenAccess,
  ...apiDocsAccess,
  ...attachmentAccess,
  ...notificationAccess,
  ...noticeAccess,
  ...pushAccess,
  ...conversationAccess,
  ...projectAccess,
  ...autoScheduleAccess,
  ...autoScheduleImproveAccess,
  ...replanAccess,
  ...planConstraintAccess,
  ...participantImportAccess,
  ...agendaAccess,
  ...exportAccess,
  ...backgroundJobAccess,
  ...reportAccess,
  ...requestHealthAccess,
  ...availabilityAccess,
  ...tableAccess,
  ...exclusionAccess,
  ...recommendationAccess,
  ...webhookAccess,
  ...announcementAccess,
  ...badgeScanAccess,
  ...dashboardAccess,
  ...meetingAccess,
  ...meetingRequestAccess,
  ...meetingSignalAccess,
  ...blockedSlotAccess,
  ...contractAccess,
  ...companyAccess,
  ...transactionAccess,
  ...peopleAccess,
  ...currencyRateAccess,
  ...userAccess,
  ...adminAccess,
  ...outboxAccess,
  ...travelAccess,
  ...assignmentAccess,
  ...interpreterNoteAccess,
  ...voiceNoteAccess,
  ...wishAccess,
  ...calendarAccess,
  ...feedbackAccess,
};
