/** Builds the Fastify app: plugins in order, then every module's routes. Tests boot this same app. */
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import '@shared/zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerMultipart } from './lib/attachments/uploads';
import { registerJobs } from './lib/jobs/jobs';
import { registerRequestGate } from './lib/request-gate';
import { MODULES } from './modules';
import { registerDeskOutbox } from './modules/virtual-desk/virtual-desk.outbox';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerFiles } from './plugins/files';
import { createMailer, type Mailer } from './plugins/mail';
import { registerNoStore } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi';
import { backupRoutes } from './plugins/ops/backup-routes';
import { registerLifecycle } from './plugins/ops/lifecycle';
import { registerMetrics } from './plugins/ops/metrics';
import { registerRequestIds, requestIdOf } from './plugins/ops/request-id';
import { registerRealtime } from './plugins/realtime';
import { responseSerializerCompiler } from './plugins/serialize';
import { registerWeb } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route with its access config, for the authorization test suite and docs. */
    routeTable: RouteEntry[];
    database: Database;
    db: Db;
    mailer: Mailer;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permissions: readonly string[] | undefined;
  /** The route's zod schemas (body, querystring, params), for the fuzz suite. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read the request log). */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  database,
  mailer,
  logger = true,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(logStream && { stream: logStream }) } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer ?? createMailer(config));
  registerRequestIds(app);
  registerRequestGate(app);
  registerMetrics(app);
  registerJobs(app);
  registerFiles(app);

  registerErrorHandling(app);
  registerNoStore(app);
  // The web client sends `Content-Type: application/json` on every call (docs/architecture.md §8.3), also on a
  // logout or delete without a body: an empty JSON body means "no body", not a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  await registerMultipart(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact positions overlays with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Attachments are previewed from files fetched with the session (PDFs in a frame).
        frameSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerAuth(app);
  // Before the route table's hook: the documentation's own routes are not API routes to check.
  await registerOpenApi(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        permissions: route.config?.permissions,
        schema: route.schema as RouteEntry['schema'],
      });
    }
  });
  await registerRealtime(app);
  await registerLifecycle(app);
  await app.register(backupRoutes);

  registerDeskOutbox(app);
  for (const module of MODULES) await app.register(module);

  await registerWeb(app, config.webDir);
  return app;
}
