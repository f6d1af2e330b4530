// Every API resource, one plugin each, mounted under /api.
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { blockedSlotRoutes } from './blocked-slots';
import { dashboardRoutes } from './dashboard';
import { healthRoutes } from './health';
import { meetingRoutes } from './meetings';
import { notificationRoutes } from './notifications';
import { profileRoutes } from './profile';
import { projectRoutes } from './projects';

export async function routes(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(profileRoutes, { prefix: '/profile' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(projectRoutes, { prefix: '/projects' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(meetingRoutes, { prefix: '/meetings' });
  await app.register(blockedSlotRoutes, { prefix: '/blocked-slots' });
}
