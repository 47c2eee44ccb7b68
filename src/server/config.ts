/** Configuration from the environment, validated once at start (see README "Configuración"). */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
  };
}
