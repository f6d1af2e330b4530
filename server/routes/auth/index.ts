// Sign-up, sign-in, sign-out and the session (docs/rules.md#roles-and-accounts).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoInfoSchema, sessionSchema, signInSchema, signUpSchema } from '../../../core/schemas/auth.ts';
import { profileSchema } from '../../../core/schemas/profile.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../auth/demo.ts';
import { DUMMY_HASH, verifyPassword } from '../../auth/password.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/plugin.ts';
import { createSession, deleteSession } from '../../auth/sessions.ts';
import { profiles, users } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { presentProfile } from '../../presenters/profile.ts';
import { createAccount } from '../../services/accounts.ts';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/sign-up',
    {
      config: { access: 'public', rateLimit: { max: app.config.signUpRateLimit, timeWindow: '1 minute' } },
      schema: { body: signUpSchema, response: { 201: z.object({ user: profileSchema }) } },
    },
    async (request, reply) => {
      const profile = await createAccount(app.db, request.body);
      return reply.status(201).send({ user: presentProfile(profile) });
    },
  );

  app.post(
    '/sign-in',
    {
      config: {
        access: 'public',
        // Per address and email, after the body is parsed: a venue shares one address.
        rateLimit: {
          max: app.config.signInRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) => `${req.ip}|${(req.body as { email?: string })?.email ?? ''}`,
        },
      },
      schema: { body: signInSchema, response: { 200: z.object({ user: profileSchema }) } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const [row] = await app.db
        .select({ user: users, profile: profiles })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1);
      // Hash even for an unknown email, so timing does not tell which emails exist.
      const ok = await verifyPassword(password, row?.user.passwordHash ?? DUMMY_HASH);
      if (!row || !ok) throw new ApiError(401, 'invalid_credentials', 'Invalid email or password');
      if (!row.profile.isActive) throw new ApiError(403, 'account_deactivated', 'This account is deactivated');
      const { token, expiresAt } = await createSession(app.db, row.user.id, app.config.sessionDays);
      setSessionCookie(reply, token, expiresAt);
      return { user: presentProfile(row.profile) };
    },
  );

  app.post('/sign-out', { config: { access: 'public' } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get(
    '/session',
    { config: { access: 'public' }, schema: { response: { 200: sessionSchema } } },
    async (request) => ({ user: request.user ? presentProfile(request.user) : null }),
  );

  app.get('/demo', { config: { access: 'public' }, schema: { response: { 200: demoInfoSchema } } }, async () =>
    app.config.demo
      ? { enabled: true, password: DEMO_PASSWORD, accounts: [...DEMO_ACCOUNTS] }
      : { enabled: false, password: null, accounts: [] },
  );
}
