/**
 * Backups of a running Folio, streamed as they are made (lib/backup): `GET /api/v1/backup` for an
 * administrator (Configuración, audited), and `GET /ops/backup` for `npm run backup` on the same
 * machine, which proves itself with the secret kept in the data directory (the embedded database
 * is locked by this process, so only this process can dump it).
 */
import { timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { MESSAGES } from '@shared/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { storedSecret } from '../../config';
import { actorOf, audit } from '../../lib/audit/audit';
import { backupFileName } from '../../lib/backup/archive';
import { createBackup } from '../../lib/backup/backup';
import { scheduleBackups } from '../../lib/backup/schedule';
import { fileAnswer } from '../../lib/crud/answers';

export const BACKUP_SECRET_FILE = 'backup-secret';
export const BACKUP_SECRET_HEADER = 'x-folio-backup-secret';
export const OPS_BACKUP_PATH = '/ops/backup';

function streamBackup(app: FastifyInstance, reply: FastifyReply) {
  const body = new PassThrough();
  createBackup(app.database, app.files, body, app.config.backups.dump).catch((err: unknown) => {
    app.log.error({ err }, 'backup failed');
    body.destroy(err as Error);
  });
  return reply
    .header('content-type', 'application/x-tar')
    .header('content-disposition', `attachment; filename="${backupFileName()}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export async function backupRoutes(app: FastifyInstance): Promise<void> {
  scheduleBackups(app);
  app.get(
    '/api/v1/backup',
    {
      schema: {
        description:
          'Copia de seguridad completa (base de datos, archivos y manifiesto con sumas de verificación) como un archivo tar, generada mientras se descarga. Queda en la auditoría.',
        ...fileAnswer('El archivo tar de la copia de seguridad.', 'application/x-tar'),
      },
      config: { permissions: ['admin'] },
    },
    async (request, reply) => {
      await app.db.transaction((tx) =>
        audit(tx, actorOf(request), { entity: 'backups', entityId: 0, action: 'download', changes: {} }),
      );
      return streamBackup(app, reply);
    },
  );

  const secret = Buffer.from(storedSecret(app.config.dataDir, BACKUP_SECRET_FILE));
  app.get(OPS_BACKUP_PATH, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(String(request.headers[BACKUP_SECRET_HEADER] ?? ''));
    if (given.length !== secret.length || !timingSafeEqual(given, secret)) {
      return reply.status(403).send({ message: MESSAGES.forbidden });
    }
    return streamBackup(app, reply);
  });
}
