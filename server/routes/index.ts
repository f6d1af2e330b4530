// Every API resource, one plugin each, mounted under /api.
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/index.ts';
import { agendaRoutes } from './agendas/index.ts';
import { announcementReadRoutes, announcementRoutes } from './announcements/index.ts';
import { apiDocsRoutes } from './api-docs/index.ts';
import { apiTokenRoutes } from './api-tokens/index.ts';
import { assignmentRoutes } from './assignments/index.ts';
import { attachmentRoutes } from './attachments/index.ts';
import { authRoutes } from './auth/index.ts';
import { autoScheduleImproveRoutes } from './auto-schedule/improve.ts';
import { autoScheduleRoutes } from './auto-schedule/index.ts';
import { availabilityRoutes } from './availability/index.ts';
import { backgroundJobRoutes } from './background-jobs/index.ts';
import { badgeScanRoutes } from './badge-scans/index.ts';
import { blockedSlotRoutes } from './blocked-slots/index.ts';
import { calendarRoutes } from './calendar/index.ts';
import { companyRoutes } from './companies/index.ts';
import { contractRoutes } from './contracts/index.ts';
import { conversationRoutes } from './conversations/index.ts';
import { conversationMessageRoutes } from './conversations/messages.ts';
import { moderationRoutes } from './conversations/moderation.ts';
import { currencyRateRoutes } from './currency-rates/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { exclusionRoutes } from './exclusions/index.ts';
import { exportRoutes } from './exports/index.ts';
import { feedbackRoutes } from './feedback/index.ts';
import { healthRoutes } from './health/index.ts';
import { interpreterNoteRoutes } from './interpreter-notes/index.ts';
import { meetingRequestRoutes } from './meeting-requests/index.ts';
import { onBehalfRoutes } from './meeting-requests/on-behalf.ts';
import { meetingSignalRoutes } from './meeting-signals/index.ts';
import { meetingRoutes } from './meetings/index.ts';
import { noticeRoutes } from './notices/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { outboxRoutes } from './outbox/index.ts';
import { participantImportRoutes } from './participant-import/index.ts';
import { peopleRoutes } from './people/index.ts';
import { planConstraintRoutes } from './plan-constraints/index.ts';
import { profileRoutes } from './profile/index.ts';
import { projectRoutes } from './projects/index.ts';
import { publicRoutes } from './public/index.ts';
import { pushRoutes } from './push/index.ts';
import { recommendationRoutes } from './recommendations/index.ts';
import { replanRoutes } from './replan/index.ts';
import { reportRoutes } from './report/index.ts';
import { requestHealthRoutes } from './request-health/index.ts';
import { tableRoutes } from './tables/index.ts';
import { transactionRoutes } from './transactions/index.ts';
import { travelRoutes } from './travel/index.ts';
import { userRoutes } from './users/index.ts';
import { voiceNoteRoutes } from './voice-notes/index.ts';
import { webhookRoutes } from './webhooks/index.ts';
import { wishRoutes } from './wishes/index.ts';

export async function routes(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(publicRoutes, { prefix: '/public' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(profileRoutes, { prefix: '/profile' });
  // GET/POST/DELETE /api/api-tokens...: personal API tokens and integration accounts (decision 048).
  await app.register(apiTokenRoutes, { prefix: '/api-tokens' });
  // GET /api/docs: the API reference, a page rendering /api/openapi.json (decision 050).
  await app.register(apiDocsRoutes, { prefix: '/docs' });
  await app.register(attachmentRoutes, { prefix: '/attachments' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(noticeRoutes, { prefix: '/notices' });
  await app.register(pushRoutes, { prefix: '/push' });
  await app.register(conversationRoutes, { prefix: '/conversations' });
  await app.register(conversationMessageRoutes, { prefix: '/conversations' });
  await app.register(moderationRoutes, { prefix: '/conversations' });
  await app.register(projectRoutes, { prefix: '/projects' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(meetingRoutes, { prefix: '/meetings' });
  await app.register(meetingRequestRoutes, { prefix: '/meeting-requests' });
  // The organiser acting for a participant: under the project (docs/rules.md#acting-on-behalf).
  await app.register(onBehalfRoutes, { prefix: '/projects' });
  await app.register(blockedSlotRoutes, { prefix: '/blocked-slots' });
  await app.register(contractRoutes, { prefix: '/contracts' });
  await app.register(companyRoutes, { prefix: '/companies' });
  await app.register(transactionRoutes, { prefix: '/transactions' });
  await app.register(peopleRoutes, { prefix: '/people' });
  await app.register(currencyRateRoutes, { prefix: '/currency-rates' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(outboxRoutes, { prefix: '/admin/outbox' });
  await app.register(travelRoutes, { prefix: '/travel' });
  await app.register(assignmentRoutes, { prefix: '/assignments' });
  await app.register(interpreterNoteRoutes, { prefix: '/interpreter-notes' });
  await app.register(voiceNoteRoutes, { prefix: '/voice-notes' });
  await app.register(wishRoutes, { prefix: '/wishes' });
  // POST /api/projects/:id/auto-schedule/...: a plugin of its own beside the projects plugin.
  await app.register(autoScheduleRoutes, { prefix: '/projects' });
  // POST/GET /api/projects/:id/auto-schedule/improve...: a preview's plan searched on for longer.
  await app.register(autoScheduleImproveRoutes, { prefix: '/projects' });
  // GET /api/projects/:id/plan-constraints, POST/DELETE .../fixed-meetings and .../precedences: the organiser's asks.
  await app.register(planConstraintRoutes, { prefix: '/projects' });
  // POST /api/projects/:id/replan/...: re-planning agreed meetings for fewer breaks.
  await app.register(replanRoutes, { prefix: '/projects' });
  await app.register(participantImportRoutes, { prefix: '/projects' });
  // GET /api/projects/:id/agenda..., agendas/pdf and badges/pdf: printable agendas and badges.
  await app.register(agendaRoutes, { prefix: '/projects' });
  await app.register(exportRoutes, { prefix: '/projects' });
  // POST/GET /api/projects/:id/background-jobs...: long work (all agendas, badges, exports) ending in a download.
  await app.register(backgroundJobRoutes, { prefix: '/projects' });
  // GET /api/projects/:id/report and report/pdf: the organiser's report.
  await app.register(reportRoutes, { prefix: '/projects' });
  // POST /api/projects/:id/request-health/nudge: the organiser's "Nudge now".
  await app.register(requestHealthRoutes, { prefix: '/projects' });
  // GET/PUT /api/projects/:id/availability: a person's unavailable slots.
  await app.register(availabilityRoutes, { prefix: '/projects' });
  // GET/POST /api/projects/:id/tables..., a seller's fixed table: the project's meeting tables.
  await app.register(tableRoutes, { prefix: '/projects' });
  // GET/POST/DELETE /api/projects/:id/exclusions...: companies the organiser keeps apart.
  await app.register(exclusionRoutes, { prefix: '/projects' });
  // GET /api/projects/:id/recommendations, .../dismiss and match-counts: who to meet, with reasons.
  await app.register(recommendationRoutes, { prefix: '/projects' });
  // GET/POST/DELETE /api/projects/:id/announcements...: the organisers' announcements; reading one.
  await app.register(announcementRoutes, { prefix: '/projects' });
  await app.register(announcementReadRoutes, { prefix: '/announcements' });
  // POST/GET /api/projects/:id/badge-scans..., the venue's badge scanner (docs/rules.md#scanning-badges).
  await app.register(badgeScanRoutes, { prefix: '/projects' });
  // Calendar files and feeds: under /meetings, /profile and /calendar (it sets its own prefixes).
  // GET/POST/PATCH/DELETE /api/projects/:id/webhooks... and webhook-deliveries: the project's webhooks.
  await app.register(webhookRoutes, { prefix: '/projects' });
  await app.register(calendarRoutes);
  await app.register(feedbackRoutes); // GET/PUT /api/meetings/:id/feedback, GET /api/feedback/pending
  await app.register(meetingSignalRoutes); // PUT/DELETE /api/meetings/:id/signal, GET /api/meeting-signals
}
