/**
 * The content-addressed file store (lib/attachments/file-store.ts) as `app.files`: a local folder,
 * `DATA_DIR/files/ab/cd/abcd…`, or the same keys in an S3 bucket (lib/attachments/s3-store.ts).
 * Local writes go to a temporary name first and are renamed into place.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type FileStore, fileKey, SHA256 } from '../lib/attachments/file-store';
import { createS3FileStore } from '../lib/attachments/s3-store';
import { scheduleOrphanSweep } from '../lib/attachments/sweeper';
import { scheduleTextExtraction } from '../lib/attachments/text/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export function createFileStore(root: string): FileStore {
  const pathOf = (sha256: string) => path.join(root, fileKey(sha256));
  return {
    async put(content) {
      const sha256 = createHash('sha256').update(content).digest('hex');
      const target = pathOf(sha256);
      const exists = await fs.stat(target).then(
        () => true,
        () => false,
      );
      if (exists) {
        // Fresh again, so the orphan sweeper never takes a file an upload in flight is about to reference.
        const now = new Date();
        await fs.utimes(target, now, now);
      } else {
        await fs.mkdir(path.dirname(target), { recursive: true });
        const temporary = `${target}.${randomUUID()}.tmp`;
        await fs.writeFile(temporary, content);
        await fs.rename(temporary, target);
      }
      return { sha256, size: content.length };
    },
    async get(sha256) {
      if (!SHA256.test(sha256)) return null;
      try {
        return await fs.readFile(pathOf(sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(sha256) {
      if (!SHA256.test(sha256)) return null;
      const handle = await fs.open(pathOf(sha256), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      const { size } = await handle.stat();
      // The stream owns the handle and closes it when done or destroyed.
      return { stream: handle.createReadStream({ autoClose: true }), size };
    },
    async *list() {
      const dirs = async (dir: string) => fs.readdir(dir).catch(() => [] as string[]);
      for (const a of await dirs(root)) {
        for (const b of await dirs(path.join(root, a))) {
          for (const name of await dirs(path.join(root, a, b))) {
            if (!SHA256.test(name)) continue;
            const stat = await fs.stat(path.join(root, a, b, name)).catch(() => null);
            if (stat) yield { sha256: name, storedAt: stat.mtime };
          }
        }
      }
    },
    async storedAt(sha256) {
      if (!SHA256.test(sha256)) return null;
      const stat = await fs.stat(pathOf(sha256)).catch(() => null);
      return stat?.mtime ?? null;
    },
    async remove(sha256) {
      if (SHA256.test(sha256)) await fs.rm(pathOf(sha256), { force: true });
    },
  };
}

/** The configured store: a local folder or an S3-compatible bucket. */
export const configuredFileStore = (files: FastifyInstance['config']['files']): FileStore =>
  files.kind === 's3' ? createS3FileStore(files) : createFileStore(files.root);

export function registerFiles(app: FastifyInstance): void {
  app.decorate('files', configuredFileStore(app.config.files));
  scheduleOrphanSweep(app);
  scheduleTextExtraction(app);
}
