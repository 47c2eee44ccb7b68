/** Starts Folio: opens (and locks) the database, migrates, seeds on first run, serves on PORT. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import { DEMO_LOGINS } from './db/seed/seed';
import { exitOnFatal } from './fatal';
import { configuredFileStore } from './plugins/files';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const seeded = await prepareDatabase(database, {
    demo: config.demo,
    demoData: config.demo,
    institution: config.demoInstitution,
    files: configuredFileStore(config.files),
    sealSecret: config.sealSecret,
  });
  const app = await buildApp({ config, database });

  let closing = false;
  /** SIGTERM drains: `/ready` answers 503 for SHUTDOWN_DRAIN_MS while requests are still served (docs/deploy.md). */
  const shutdown = async (signal: string, drainMs: number) => {
    if (closing) return;
    closing = true;
    app.lifecycle.drain();
    app.log.info(`${signal}: not ready; closing in ${drainMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', config.shutdownDrainMs));

  await app.listen({ port: config.port, host: config.host });
  if (config.jobWorkers) await app.jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const storage = database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [``, `  Folio está listo en http://localhost:${port}`, `  Base de datos: ${storage}`];
  if (config.demo) {
    lines.push('', '  Usuarios de demostración (contraseña entre paréntesis):');
    for (const login of DEMO_LOGINS) lines.push(`    ${login.username.padEnd(12)} ${login.role} (${login.password})`);
  }
  if (seeded.adminPassword) {
    lines.push(
      '',
      `  Administrador creado: usuario admin, contraseña temporal ${seeded.adminPassword}`,
      '  Anótela ahora: no se volverá a mostrar y deberá cambiarla al ingresar.',
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch(exitOnFatal);
