// The authorization matrix (docs/decisions/009-authorization-matrix.md): every API route with who
// may call it, collected from the access.ts beside each resource. server/test/authz/matrix.test.ts
// calls every route as every caller and fails when an answer differs, when a route has no rule,
// or when a rule names no route.

import { publicRoute, type RouteRules } from './access-rules';
import { adminAccess } from './admin/access';
import { assignmentAccess } from './assignments/access';
import { attachmentAccess } from './attachments/access';
import { authAccess } from './auth/access';
import { autoScheduleAccess } from './auto-schedule/access';
import { blockedSlotAccess } from './blocked-slots/access';
import { companyAccess } from './companies/access';
import { contractAccess } from './contracts/access';
import { currencyRateAccess } from './currency-rates/access';
import { dashboardAccess } from './dashboard/access';
import { healthAccess } from './health/access';
import { interpreterNoteAccess } from './interpreter-notes/access';
import { meetingRequestAccess } from './meeting-requests/access';
import { meetingAccess } from './meetings/access';
import { notificationAccess } from './notifications/access';
import { peopleAccess } from './people/access';
import { profileAccess } from './profile/access';
import { projectAccess } from './projects/access';
import { transactionAccess } from './transactions/access';
import { travelAccess } from './travel/access';
import { userAccess } from './users/access';
import { voiceNoteAccess } from './voice-notes/access';
import { wishAccess } from './wishes/access';

export const ROUTE_ACCESS: RouteRules = {
  // Served by app.ts itself, beside the resources.
  'GET /api/openapi.json': publicRoute(),
  ...healthAccess,
  ...authAccess,
  ...profileAccess,
  ...attachmentAccess,
  ...notificationAccess,
  ...projectAccess,
  ...autoScheduleAccess,
  ...dashboardAccess,
  ...meetingAccess,
  ...meetingRequestAccess,
  ...blockedSlotAccess,
  ...contractAccess,
  ...companyAccess,
  ...transactionAccess,
  ...peopleAccess,
  ...currencyRateAccess,
  ...userAccess,
  ...adminAccess,
  ...travelAccess,
  ...assignmentAccess,
  ...interpreterNoteAccess,
  ...voiceNoteAccess,
  ...wishAccess,
};
