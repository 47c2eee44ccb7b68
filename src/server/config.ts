/** Configuration from the environment, validated once at start (see README "Configuración"). */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** The development default; anyone who knows it can sign subscriptions and publish, so production must set its own. */
export const DEV_REALTIME_SECRET = 'folio-dev-secret';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Demo data: on by default on the embedded database, off on PostgreSQL. */
  DEMO: bool.optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
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
  TRUST_PROXY: bool.default(false),
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
  REALTIME_APP_SECRET: z.string().min(8).default(DEV_REALTIME_SECRET),
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
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  tokenIdleMinutes: number;
  resetTokenMinutes: number;
  loginThrottle: { perAccount: number; perIp: number; windowMinutes: number };
  trustProxy: boolean;
  logLevel: string;
  webDir: string;
  realtime: RealtimeConfig;
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
    throw new Error(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.REALTIME_DRIVER === 'pusher' && !e.REALTIME_PUSHER_URL) {
    throw new Error('Configuración no válida:\n  REALTIME_PUSHER_URL: es obligatorio con REALTIME_DRIVER=pusher');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO ?? !e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    tokenIdleMinutes: e.TOKEN_IDLE_MINUTES,
    resetTokenMinutes: e.RESET_TOKEN_MINUTES,
    loginThrottle: {
      perAccount: e.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      windowMinutes: e.LOGIN_THROTTLE_MINUTES,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDir: path.resolve(e.WEB_DIR),
    realtime: {
      appId: e.REALTIME_APP_ID,
      key: e.REALTIME_APP_KEY,
      secret: e.REALTIME_APP_SECRET,
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
