/** Configuration from the environment, validated once at start (see README "Configuration"). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BACKGROUND_PRIORITIES, type BackgroundPriority } from './lib/background-priority';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * Secrets published in this repository (an old default, examples in docs): anyone who knows one
 * can sign subscriptions to any private channel and publish, so outside demo mode Folio refuses them.
 */
export const KNOWN_REALTIME_SECRETS: readonly string[] = ['folio-dev-secret', 'change-me-to-a-long-random-string'];

/** A setting that stops the start; its message (Spanish) names the variable. */
export class ConfigError extends Error {}

/** Where the generated secret is kept when `REALTIME_APP_SECRET` is not set. */
export const REALTIME_SECRET_FILE = 'realtime-secret';
/** Where the generated secret of the citizens' verification codes is kept when `TRACKING_SECRET` is not set. */
export const TRACKING_SECRET_FILE = 'tracking-secret';
/** Where the generated key of the institution's seal is kept when `SEAL_SECRET` is not set. */
export const SEAL_SECRET_FILE = 'seal-secret';

const S3_URL = /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w./-]*)?$/;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Demo data: on by default on the embedded database, off on PostgreSQL. */
  DEMO: bool.optional(),
  /** Which demo institution a first run seeds: the municipality, or its peer (`npm run start:peer`). */
  DEMO_INSTITUTION: z.enum(['main', 'peer']).default('main'),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  /** RFC 3161 time-stamp authority: signatures become PAdES B-T (docs/signatures.md). */
  TSA_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Folio <no-reply@folio.local>'),
  TOKEN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(120),
  RESET_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24)
    .default(60),
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_THROTTLE_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Keys the verification code of every entry (citizens' tracking); printed stickers depend on it. */
  TRACKING_SECRET: z.string().min(16).max(256).optional(),
  /** Encrypts the private key of the institution's seal at rest (docs/signatures.md). */
  SEAL_SECRET: z.string().min(16).max(256).optional(),
  TRACKING_MAX_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(30),
  TRACKING_THROTTLE_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Requests per minute an integration's token may make (docs/integrations.md). */
  INTEGRATION_MAX_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Mesa de partes virtual: submissions per address and per e-mail address within the window. */
  VIRTUAL_DESK_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  VIRTUAL_DESK_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  VIRTUAL_DESK_THROTTLE_MINUTES: z.coerce.number().int().min(1).default(60),
  /** The virtual desk's captcha: Folio's own arithmetic one, or Cloudflare Turnstile. */
  CAPTCHA_PROVIDER: z.enum(['arithmetic', 'turnstile']).default('arithmetic'),
  TURNSTILE_SITE_KEY: z.string().max(200).optional(),
  TURNSTILE_SECRET_KEY: z.string().max(200).optional(),
  TURNSTILE_VERIFY_URL: z.string().url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** DNI/RUC lookup after Folio's own citizens: `none` (default) or apis.net.pe's v2 API (docs/integrations.md). */
  ID_LOOKUP_PROVIDER: z.enum(['none', 'apisnetpe']).default('none'),
  APISNETPE_TOKEN: z.string().max(500).optional(),
  APISNETPE_URL: z.string().url().default('https://api.apis.net.pe'),
  ID_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(5000),
  /** Lookups per user within 15 minutes before each further one must wait. */
  ID_LOOKUP_MAX_PER_USER: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: bool.default(false),
  /** Whether this instance sends the daily and weekly digest e-mails (the browser tests' server does not). */
  DIGEST_EMAILS: bool.default(true),
  /** Whether this instance runs the job queue's workers and clocks; false serves requests only (jobs wait for another instance). */
  JOB_WORKERS: bool.default(true),
  /** Where the built SPA is; tests build into their own folder. */
  WEB_DIR: z.string().default('dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REALTIME_APP_ID: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .default('folio'),
  REALTIME_APP_KEY: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .default('folio-key'),
  REALTIME_APP_SECRET: z.string().min(8).max(256).optional(),
  /** `builtin`: Folio's own websocket server; `pusher`: publish to an external Pusher-protocol server. */
  REALTIME_DRIVER: z.enum(['builtin', 'pusher']).default('builtin'),
  /** Base URL of the external server's HTTP API, e.g. `https://api-mt1.pusher.com` or `http://soketi:6001`. */
  REALTIME_PUSHER_URL: z.string().url().optional(),
  REALTIME_ACTIVITY_TIMEOUT: z.coerce.number().int().min(1).max(120).default(30),
  /** Where browsers open the websocket, when not the page's own host/port/scheme (an external server, a proxy). */
  REALTIME_PUBLIC_HOST: z
    .string()
    .regex(/^[\w.-]{1,253}$|^\[[\da-fA-F:.]+\]$/)
    .optional(),
  REALTIME_PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  REALTIME_PUBLIC_TLS: bool.optional(),
  /** Uploaded files: `DATA_DIR/files` unless `s3://bucket/prefix` names an S3-compatible store. */
  FILES_URL: z.string().regex(S3_URL, 'Use s3://bucket/prefijo').optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(256).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** After SIGTERM: milliseconds `/ready` answers 503 while requests are still served, so a balancer drains the instance. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** Prometheus metrics at this path (off when unset), for callers with `Authorization: Bearer $METRICS_TOKEN`. */
  METRICS_PATH: z
    .string()
    .regex(/^\/[\w/-]{1,100}$/, 'Use una ruta como /metrics')
    .optional(),
  METRICS_TOKEN: z.string().min(16).max(256).optional(),
  /** Scheduled daily backups into this folder or `s3://bucket/prefix` (off when unset), with their retention. */
  BACKUP_DIR: z
    .string()
    .max(1000)
    .refine((v) => !v.startsWith('s3://') || S3_URL.test(v), 'Use una carpeta o s3://bucket/prefijo')
    .optional(),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(365).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** Text extraction of attachments (docs/text-search.md): files at once, pages, seconds per page, size. */
  TEXT_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  TEXT_MAX_PAGES: z.coerce.number().int().min(1).max(10_000).default(200),
  TEXT_PAGE_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  TEXT_MAX_FILE_MB: z.coerce.number().int().min(1).max(1000).default(50),
  /** The reading child's processor priority: `yield` nice 19 and stopped while requests are answered, `low` nice 19, `normal` the server's (lib/background-priority.ts). */
  TEXT_PRIORITY: z.enum(BACKGROUND_PRIORITIES).default('yield'),
  /** PostgreSQL: `auto` dumps with `pg_dump` when installed, else with Folio's own dump; `folio` always Folio's. */
  BACKUP_DUMPER: z.enum(['auto', 'folio']).default('auto'),
  /** Folio's own dump: the share of time it may keep the database busy (lower: gentler on the API, slower). */
  BACKUP_DUTY: z.coerce.number().min(0.05).max(1).default(0.5),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  /** The demo institution a first run seeds (`DEMO_INSTITUTION`). */
  demoInstitution: 'main' | 'peer';
  appUrl: string;
  smtpUrl: string | undefined;
  tsaUrl: string | undefined;
  /** The key that encrypts the institution seal's private key at rest (`SEAL_SECRET`). */
  sealSecret: string;
  mailFrom: string;
  tokenIdleMinutes: number;
  resetTokenMinutes: number;
  loginThrottle: { perAccount: number; perIp: number; windowMinutes: number };
  tracking: TrackingConfig;
  /** Requests per minute per integration token (`INTEGRATION_MAX_REQUESTS_PER_MINUTE`). */
  integrationRequestsPerMinute: number;
  virtualDesk: { perIp: number; perEmail: number; windowMinutes: number; captcha: CaptchaConfig };
  idLookup: IdLookupConfig;
  trustProxy: boolean;
  /** Sends the digest e-mails once their hour passes (`DIGEST_EMAILS`). */
  digestEmails: boolean;
  /** Runs the job queue's workers (`JOB_WORKERS`, docs/jobs.md). */
  jobWorkers: boolean;
  logLevel: string;
  webDir: string;
  realtime: RealtimeConfig;
  files: FilesConfig;
  /** Milliseconds between SIGTERM (not ready) and closing (`SHUTDOWN_DRAIN_MS`). */
  shutdownDrainMs: number;
  /** Prometheus metrics: where and the bearer token; null when off. */
  metrics: { path: string; token: string } | null;
  /** Backups: scheduled ones (`BACKUP_DIR`, `BACKUP_KEEP_DAILY`, `BACKUP_KEEP_WEEKLY`; `dir` null when off) and how PostgreSQL is dumped (`BACKUP_DUMPER`, `BACKUP_DUTY`). */
  backups: {
    shelf: BackupShelfConfig | null;
    keepDaily: number;
    keepWeekly: number;
    dump: { dumper: 'auto' | 'folio'; duty: number };
  };
  /** Text extraction of attachments (`TEXT_*`); `workers` 0 leaves it to other instances. */
  text: TextExtractionConfig;
}

export interface TextExtractionConfig {
  workers: number;
  maxPages: number;
  pageSeconds: number;
  maxFileBytes: number;
  priority: BackgroundPriority;
}

/** Where uploaded files live: a local folder, or a bucket (and key prefix) of an S3-compatible store. */
export type FilesConfig = { kind: 'local'; root: string } | S3Location;

/** Where scheduled backups go: a local folder, or a bucket (and key prefix) of the S3-compatible store. */
export type BackupShelfConfig = { kind: 'local'; root: string } | S3Location;

/** A bucket and key prefix of an S3-compatible store (`S3_ENDPOINT`, `S3_REGION`, credentials). */
export type S3Location = {
  kind: 's3';
  bucket: string;
  prefix: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type CaptchaConfig =
  | { provider: 'arithmetic' }
  | { provider: 'turnstile'; siteKey: string; secretKey: string; verifyUrl: string };

function captchaConfig(e: z.infer<typeof envSchema>): CaptchaConfig {
  if (e.CAPTCHA_PROVIDER === 'arithmetic') return { provider: 'arithmetic' };
  if (!e.TURNSTILE_SITE_KEY || !e.TURNSTILE_SECRET_KEY) {
    throw new ConfigError(
      'Configuración no válida:\n  TURNSTILE_SITE_KEY / TURNSTILE_SECRET_KEY: son obligatorias con CAPTCHA_PROVIDER=turnstile',
    );
  }
  return {
    provider: 'turnstile',
    siteKey: e.TURNSTILE_SITE_KEY,
    secretKey: e.TURNSTILE_SECRET_KEY,
    verifyUrl: e.TURNSTILE_VERIFY_URL,
  };
}

/** DNI/RUC lookup: the external provider asked after the citizens registry, and the per-user limit. */
export interface IdLookupConfig {
  provider: { kind: 'none' } | { kind: 'apisnetpe'; token: string; baseUrl: string; timeoutMs: number };
  perUser: number;
}

function idLookupConfig(e: z.infer<typeof envSchema>): IdLookupConfig {
  const perUser = e.ID_LOOKUP_MAX_PER_USER;
  if (e.ID_LOOKUP_PROVIDER === 'none') return { provider: { kind: 'none' }, perUser };
  if (!e.APISNETPE_TOKEN) {
    throw new ConfigError(
      'Configuración no válida:\n  APISNETPE_TOKEN: es obligatorio con ID_LOOKUP_PROVIDER=apisnetpe',
    );
  }
  return {
    provider: {
      kind: 'apisnetpe',
      token: e.APISNETPE_TOKEN,
      baseUrl: e.APISNETPE_URL.replace(/\/$/, ''),
      timeoutMs: e.ID_LOOKUP_TIMEOUT_MS,
    },
    perUser,
  };
}

/** Citizens' tracking: the key of the verification codes and the per-address limit of the public lookup. */
export interface TrackingConfig {
  secret: string;
  perIp: number;
  windowMinutes: number;
}

export interface RealtimeConfig {
  appId: string;
  key: string;
  secret: string;
  driver: 'builtin' | 'pusher';
  pusherUrl: string | undefined;
  /** Seconds of silence before either side pings (the handshake's `activity_timeout`). */
  activityTimeout: number;
  /** What the web client connects to; null: the page's own host, port and scheme. */
  public: { host: string | null; port: number | null; tls: boolean | null };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.REALTIME_DRIVER === 'pusher' && !e.REALTIME_PUSHER_URL) {
    throw new ConfigError('Configuración no válida:\n  REALTIME_PUSHER_URL: es obligatorio con REALTIME_DRIVER=pusher');
  }
  const demo = e.DEMO ?? !e.DATABASE_URL;
  if (e.REALTIME_APP_SECRET && !demo && KNOWN_REALTIME_SECRETS.includes(e.REALTIME_APP_SECRET)) {
    throw new ConfigError(
      'Configuración no válida:\n  REALTIME_APP_SECRET: es un valor de ejemplo publicado; genere uno propio (openssl rand -hex 32)',
    );
  }
  if (e.METRICS_PATH && !e.METRICS_TOKEN) {
    throw new ConfigError(
      'Configuración no válida:\n  METRICS_TOKEN: es obligatorio con METRICS_PATH (16 caracteres o más)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  if (
    (e.FILES_URL || e.BACKUP_DIR?.startsWith('s3://')) &&
    Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)
  ) {
    throw new ConfigError(
      'Configuración no válida:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: indique ambas o ninguna (se usan las credenciales del entorno)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demo,
    demoInstitution: e.DEMO_INSTITUTION,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    tsaUrl: e.TSA_URL || undefined,
    sealSecret: e.SEAL_SECRET ?? storedSecret(dataDir, SEAL_SECRET_FILE),
    mailFrom: e.MAIL_FROM,
    tokenIdleMinutes: e.TOKEN_IDLE_MINUTES,
    resetTokenMinutes: e.RESET_TOKEN_MINUTES,
    loginThrottle: {
      perAccount: e.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      windowMinutes: e.LOGIN_THROTTLE_MINUTES,
    },
    tracking: {
      secret: e.TRACKING_SECRET ?? storedSecret(dataDir, TRACKING_SECRET_FILE),
      perIp: e.TRACKING_MAX_REQUESTS_PER_IP,
      windowMinutes: e.TRACKING_THROTTLE_MINUTES,
    },
    integrationRequestsPerMinute: e.INTEGRATION_MAX_REQUESTS_PER_MINUTE,
    virtualDesk: {
      perIp: e.VIRTUAL_DESK_MAX_PER_IP,
      perEmail: e.VIRTUAL_DESK_MAX_PER_EMAIL,
      windowMinutes: e.VIRTUAL_DESK_THROTTLE_MINUTES,
      captcha: captchaConfig(e),
    },
    idLookup: idLookupConfig(e),
    trustProxy: e.TRUST_PROXY,
    digestEmails: e.DIGEST_EMAILS,
    jobWorkers: e.JOB_WORKERS,
    text: {
      workers: e.TEXT_WORKERS,
      maxPages: e.TEXT_MAX_PAGES,
      pageSeconds: e.TEXT_PAGE_SECONDS,
      maxFileBytes: e.TEXT_MAX_FILE_MB * 1024 * 1024,
      priority: e.TEXT_PRIORITY,
    },
    logLevel: e.LOG_LEVEL,
    webDir: path.resolve(e.WEB_DIR),
    files: filesConfig(e, dataDir),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metrics: e.METRICS_PATH && e.METRICS_TOKEN ? { path: e.METRICS_PATH, token: e.METRICS_TOKEN } : null,
    backups: {
      shelf: e.BACKUP_DIR ? backupShelfConfig(e, e.BACKUP_DIR) : null,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
      dump: { dumper: e.BACKUP_DUMPER, duty: e.BACKUP_DUTY },
    },
    realtime: {
      appId: e.REALTIME_APP_ID,
      key: e.REALTIME_APP_KEY,
      secret: e.REALTIME_APP_SECRET ?? storedSecret(dataDir, REALTIME_SECRET_FILE),
      driver: e.REALTIME_DRIVER,
      pusherUrl: e.REALTIME_PUSHER_URL,
      activityTimeout: e.REALTIME_ACTIVITY_TIMEOUT,
      public: {
        host: e.REALTIME_PUBLIC_HOST ?? null,
        port: e.REALTIME_PUBLIC_PORT ?? null,
        tls: e.REALTIME_PUBLIC_TLS ?? null,
      },
    },
  };
}

/**
 * A secret kept in the data directory (realtime, tracking, the seal): generated (256 random bits) on first
 * start and read on every later one. Created exclusively, so two processes starting together agree on it.
 */
export function storedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 16) {
    throw new ConfigError(
      `Configuración no válida:\n  ${file}: el secreto guardado está vacío o es demasiado corto; bórrelo`,
    );
  }
  return secret;
}

function filesConfig(e: z.output<typeof envSchema>, dataDir: string): FilesConfig {
  return e.FILES_URL ? s3Location(e, e.FILES_URL) : { kind: 'local', root: path.join(dataDir, 'files') };
}

function backupShelfConfig(e: z.output<typeof envSchema>, dir: string): BackupShelfConfig {
  return dir.startsWith('s3://') ? s3Location(e, dir) : { kind: 'local', root: path.resolve(dir) };
}

function s3Location(e: z.output<typeof envSchema>, url: string): S3Location {
  const [bucket = '', ...rest] = url.slice('s3://'.length).split('/');
  return {
    kind: 's3',
    bucket,
    prefix: rest.filter(Boolean).join('/'),
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
