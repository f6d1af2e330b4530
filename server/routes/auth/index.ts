// Sign-up, sign-in, sign-out and the session (docs/rules.md#roles-and-accounts); forgotten
// passwords and invitation links (docs/rules.md#invitations).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoInfoSchema, sessionSchema, signInSchema, signUpSchema } from '../../../core/schemas/auth.ts';
import { forgotPasswordSchema, setPasswordSchema, tokenInfoSchema, tokenParams } from '../../../core/schemas/mail.ts';
import { profileSchema } from '../../../core/schemas/profile.ts';
import { consumeLink, openLink } from '../../auth/one-time-links.ts';
import { DUMMY_HASH, hashPassword, UNUSABLE_PASSWORD, verifyPassword } from '../../auth/password.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/plugin.ts';
import { createSession, deleteSession, deleteUserSessions } from '../../auth/sessions.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/demo-accounts.ts';
import { profiles, users } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { presentProfile } from '../../presenters/profile.ts';
import { createAccount, markAccepted } from '../../services/accounts.ts';
import { requestPasswordReset } from '../../services/password-reset.ts';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/sign-up',
    {
      config: { access: 'public', rateLimit: { max: app.config.signUpRateLimit, timeWindow: '1 minute' } },
      schema: { body: signUpSchema, response: { 201: z.object({ user: profileSchema }) } },
    },
    async (request, reply) => {
      const profile = await createAccount(app.db, request.body, { accepted: true });
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
      // An account that has not chosen a password yet is checked against the dummy hash too.
      const usable = row !== undefined && row.user.passwordHash !== UNUSABLE_PASSWORD;
      const ok = await verifyPassword(password, usable ? row.user.passwordHash : DUMMY_HASH);
      if (!row || !usable || !ok) throw new ApiError(401, 'invalid_credentials', 'Invalid email or password');
      if (!row.profile.isActive) throw new ApiError(403, 'account_deactivated', 'This account is deactivated');
      if (!row.user.acceptedAt) await markAccepted(app.db, row.user.id);
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

  app.post(
    '/forgot-password',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: app.config.mail.forgotRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) => `${req.ip}|${(req.body as { email?: string })?.email ?? ''}`,
        },
      },
      schema: { body: forgotPasswordSchema, response: { 202: z.object({ ok: z.literal(true) }) } },
    },
    async (request, reply) => {
      // The same answer whether or not the address has an account (docs/security.md).
      if (await requestPasswordReset(app.db, app.config, request.body.email)) app.mailer.wake();
      return reply.status(202).send({ ok: true });
    },
  );

  app.get(
    '/tokens/:token',
    { config: { access: 'public' }, schema: { params: tokenParams, response: { 200: tokenInfoSchema } } },
    async (request) => {
      const link = await openLink(app.db, request.params.token);
      const [person] = await app.db
        .select({ email: profiles.email, fullName: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, link.userId));
      if (!person) throw new ApiError(404, 'token_invalid', 'This link is not valid');
      return { purpose: link.purpose, email: person.email, full_name: person.fullName };
    },
  );

  app.post(
    '/set-password',
    {
      config: { access: 'public', rateLimit: { max: app.config.signInRateLimit, timeWindow: '1 minute' } },
      schema: { body: setPasswordSchema, response: { 200: z.object({ user: profileSchema }) } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      // Checked before hashing, so a wrong link costs no hash; checked again when used.
      await openLink(app.db, token);
      const passwordHash = await hashPassword(password);
      const profile = await app.db.transaction(async (tx) => {
        const userId = await consumeLink(tx, token);
        const [person] = await tx.select().from(profiles).where(eq(profiles.id, userId));
        if (!person?.isActive) throw new ApiError(403, 'account_deactivated', 'This account is deactivated');
        await tx
          .update(users)
          .set({ passwordHash, acceptedAt: sql`coalesce(${users.acceptedAt}, now())` })
          .where(eq(users.id, userId));
        // A new password ends every session: whoever knew the old one is signed out.
        await deleteUserSessions(tx, userId);
        return person;
      });
      const { token: sessionToken, expiresAt } = await createSession(app.db, profile.id, app.config.sessionDays);
      setSessionCookie(reply, sessionToken, expiresAt);
      return { user: presentProfile(profile) };
    },
  );

  app.get('/demo', { config: { access: 'public' }, schema: { response: { 200: demoInfoSchema } } }, async () =>
    app.config.demo
      ? { enabled: true, password: DEMO_PASSWORD, accounts: [...DEMO_ACCOUNTS] }
      : { enabled: false, password: null, accounts: [] },
  );
}
