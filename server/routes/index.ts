// Every API resource, one plugin each, mounted under /api.
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { assignmentRoutes } from './assignments';
import { attachmentRoutes } from './attachments';
import { authRoutes } from './auth';
import { autoScheduleRoutes } from './auto-schedule';
import { blockedSlotRoutes } from './blocked-slots';
import { companyRoutes } from './companies';
import { contractRoutes } from './contracts';
import { currencyRateRoutes } from './currency-rates';
import { dashboardRoutes } from './dashboard';
import { healthRoutes } from './health';
import { interpreterNoteRoutes } from './interpreter-notes';
import { meetingRequestRoutes } from './meeting-requests';
import { meetingRoutes } from './meetings';
import { notificationRoutes } from './notifications';
import { peopleRoutes } from './people';
import { profileRoutes } from './profile';
import { projectRoutes } from './projects';
import { transactionRoutes } from './transactions';
import { travelRoutes } from './travel';
import { userRoutes } from './users';
import { voiceNoteRoutes } from './voice-notes';
import { wishRoutes } from './wishes';

export async function routes(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(profileRoutes, { prefix: '/profile' });
  await app.register(attachmentRoutes, { prefix: '/attachments' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(projectRoutes, { prefix: '/projects' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(meetingRoutes, { prefix: '/meetings' });
  await app.register(meetingRequestRoutes, { prefix: '/meeting-requests' });
  await app.register(blockedSlotRoutes, { prefix: '/blocked-slots' });
  await app.register(contractRoutes, { prefix: '/contracts' });
  await app.register(companyRoutes, { prefix: '/companies' });
  await app.register(transactionRoutes, { prefix: '/transactions' });
  await app.register(peopleRoutes, { prefix: '/people' });
  await app.register(currencyRateRoutes, { prefix: '/currency-rates' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(travelRoutes, { prefix: '/travel' });
  await app.register(assignmentRoutes, { prefix: '/assignments' });
  await app.register(interpreterNoteRoutes, { prefix: '/interpreter-notes' });
  await app.register(voiceNoteRoutes, { prefix: '/voice-notes' });
  await app.register(wishRoutes, { prefix: '/wishes' });
  // POST /api/projects/:id/auto-schedule/...: a plugin of its own beside the projects plugin.
  await app.register(autoScheduleRoutes, { prefix: '/projects' });
}
