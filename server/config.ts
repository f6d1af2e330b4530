// The one place that reads process.env: everything else receives a typed Config.
import path from 'node:path';
import { z } from 'zod';

const boolString = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  BACKUP_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  NODE_ENV: z.string().default('development'),
  DEMO: boolString,
  PUBLIC_TOTALS: boolString,
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolString,
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolString,
  TRANSCRIBE_ENGINE: z.enum(['auto', 'openai', 'pocketsphinx', 'off']).default('auto'),
  TRANSCRIBE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  TRANSCRIBE_API_KEY: z.string().min(1).optional(),
  TRANSCRIBE_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(600),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(254).optional(),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  MAIL_RETRY_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  INVITATION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  RESET_LINK_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  FORGOT_PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  NOTICE_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  MAIL_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  READ_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(10),
  READ_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'an https: URL or a mailto: address')
    .optional(),
  PUSH_ALLOW_LOOPBACK: boolString,
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: boolString,
  WEBHOOK_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
});

/** Which engine turns voice notes into text; 'auto' picks one when the app starts. */
export type TranscribeEngineChoice = 'auto' | 'openai' | 'pocketsphinx' | 'off';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where `npm run backup` writes its dumps: BACKUP_DIR, else dataDir/backups. */
  backupDir: string;
  /** A PostgreSQL server; absent means the embedded PGlite under dataDir. */
  databaseUrl?: string;
  production: boolean;
  /** Demo mode: seed the demo event and show demo-login buttons (docs/product.md#demo-mode). */
  demo: boolean;
  /** The home page's counters show real totals across projects instead of the marketing figures. */
  publicTotals: boolean;
  sessionDays: number;
  /** Sign-in attempts allowed per client address per minute. */
  signInRateLimit: number;
  /** Sign-ups allowed per client address per minute (each costs a password hash). */
  signUpRateLimit: number;
  /** Requests a minute one API token may make (docs/decisions/048-api-tokens.md). */
  apiTokenRateLimit: number;
  logLevel: string;
  trustProxy: boolean;
  /** An S3-compatible bucket for uploaded files; absent means the folder dataDir/uploads. */
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  /** Voice-note transcription (docs/rules.md#voice-notes); see server/services/transcription. */
  transcribe: {
    /** 'auto': the URL when set, else pocketsphinx when installed, else none. 'off': none. */
    engine: TranscribeEngineChoice;
    /** An OpenAI-compatible transcription endpoint, or its base URL (/v1/audio/transcriptions is added). */
    url?: string;
    model: string;
    /** Sent as a bearer token when set. */
    apiKey?: string;
    /** How long one transcription may take before it counts as failed. */
    timeoutMs: number;
  };
  /** The address people reach the app at; links in e-mails start with it (no trailing slash). */
  publicUrl: string;
  /** E-mail (docs/rules.md#e-mail): messages wait in the outbox; with an SMTP URL they are sent. */
  mail: {
    /** smtp://user:pass@host:587 or smtps://…; absent keeps messages in the outbox, unsent. */
    smtpUrl?: string;
    /** The sender address of every message; the name is the project's. */
    from: string;
    /** Tries before a message is marked failed. */
    maxAttempts: number;
    /** The wait after the first failed try; each next wait is four times longer. */
    retryMs: number;
    /** How long a sender holds a message it is sending; after that another instance may take it. */
    claimSeconds: number;
    invitationDays: number;
    resetLinkMinutes: number;
    /** Forgot-password requests per minute per client address and e-mail. */
    forgotRateLimit: number;
    /**
     * How often this instance looks for notices, digests and reminders that are due
     * (docs/rules.md#e-mail-notices); 0: this instance runs none of those jobs.
     */
    noticePollSeconds: number;
    /** Days the outbox keeps a sent or failed message; 0 keeps them all. */
    keepDays: number;
  };
  /** Web Push (docs/rules.md#push-notifications, server/push). */
  push: {
    /** The VAPID key pair from the environment; absent: the one made once and kept in the database. */
    vapid?: { publicKey: string; privateKey: string };
    /** Who push services may contact about this server's pushes: VAPID_SUBJECT, else mailto: MAIL_FROM. */
    subject: string;
    /** Also accept http endpoints on this machine (a push service for tests); never in production. */
    allowLoopback: boolean;
  };
  /** Webhooks (docs/decisions/049-webhooks.md, server/webhooks). */
  webhooks: {
    /** Also deliver to loopback and private addresses (an intranet receiver, the tests' receiver). */
    allowPrivate: boolean;
    /** Days a succeeded or failed delivery is kept after its last attempt; 0 keeps them all. */
    keepDays: number;
  };
  /** Sessions and per-user read answers kept in memory until data changes (server/cache). */
  readCache: {
    /** How long an entry may be used at most; 0 turns the caches off. */
    ttlMs: number;
    /** Memory for remembered answers, in bytes. */
    maxBytes: number;
  };
}

/** Reads the environment into a Config; throws with a readable message on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TRANSCRIBE_ENGINE === 'openai' && !e.TRANSCRIBE_URL) {
    throw new Error('Invalid configuration:\nTRANSCRIBE_ENGINE=openai needs TRANSCRIBE_URL');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\nVAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  const production = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const mailFrom = e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    databaseUrl: e.DATABASE_URL,
    production,
    demo: e.DEMO ?? !production,
    publicTotals: e.PUBLIC_TOTALS ?? false,
    sessionDays: e.SESSION_DAYS,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // MinIO and most self-hosted servers want bucket-in-path URLs; AWS wants virtual hosts.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    transcribe: {
      engine: e.TRANSCRIBE_ENGINE,
      url: e.TRANSCRIBE_URL,
      model: e.TRANSCRIBE_MODEL,
      apiKey: e.TRANSCRIBE_API_KEY,
      timeoutMs: e.TRANSCRIBE_TIMEOUT_SECONDS * 1000,
    },
    publicUrl,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: mailFrom,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryMs: e.MAIL_RETRY_SECONDS * 1000,
      claimSeconds: e.MAIL_CLAIM_SECONDS,
      invitationDays: e.INVITATION_DAYS,
      resetLinkMinutes: e.RESET_LINK_MINUTES,
      forgotRateLimit: e.FORGOT_PASSWORD_RATE_LIMIT,
      noticePollSeconds: e.NOTICE_POLL_SECONDS,
      keepDays: e.MAIL_KEEP_DAYS,
    },
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailFrom}`,
      allowLoopback: (e.PUSH_ALLOW_LOOPBACK ?? false) && !production,
    },
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES ?? false, keepDays: e.WEBHOOK_KEEP_DAYS },
    readCache: { ttlMs: e.READ_CACHE_SECONDS * 1000, maxBytes: e.READ_CACHE_MB * 1024 * 1024 },
  };
}
