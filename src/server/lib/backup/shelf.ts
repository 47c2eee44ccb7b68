/**
 * Where scheduled backups are kept (`BACKUP_DIR`): a local folder, or a bucket and prefix of the
 * S3-compatible store (the same `S3_*` settings as `FILES_URL`). A backup is written to a scratch
 * file first and appears on the shelf under its name only once complete.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BackupShelfConfig, S3Location } from '../../config';
import { createS3Client } from '../attachments/s3-store';

export interface BackupShelf {
  /** The names of what is on the shelf. */
  names(): Promise<string[]>;
  /** Puts `name` on the shelf with what `write` writes (a failed write leaves nothing). */
  save(name: string, write: (out: Writable) => Promise<unknown>): Promise<void>;
  remove(name: string): Promise<void>;
}

async function writeFile(file: string, write: (out: Writable) => Promise<unknown>): Promise<void> {
  const out = fs.createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    out.on('close', resolve);
    out.on('error', reject);
  });
  try {
    await write(out);
  } finally {
    out.end();
    await closed;
  }
}

function folderShelf(root: string): BackupShelf {
  return {
    async names() {
      fs.mkdirSync(root, { recursive: true });
      return fs.readdirSync(root);
    },
    async save(name, write) {
      fs.mkdirSync(root, { recursive: true });
      const partial = path.join(root, `${name}.partial`);
      try {
        await writeFile(partial, write);
        fs.renameSync(partial, path.join(root, name));
      } finally {
        fs.rmSync(partial, { force: true });
      }
    },
    async remove(name) {
      fs.rmSync(path.join(root, name), { force: true });
    },
  };
}

/**
 * A streamed body is sent with its length and no trailing checksum: with the SDK's default
 * (`aws-chunked` framing with a checksum trailer) stores that do not speak that framing, such as
 * MinIO's older releases or s3rver, keep the framing in the object.
 */
export function s3Shelf(
  location: S3Location,
  client: S3Client = createS3Client(location, { requestChecksumCalculation: 'WHEN_REQUIRED' }),
): BackupShelf {
  const base = location.prefix ? `${location.prefix}/` : '';
  return {
    async names() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: location.bucket, Prefix: base, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(base.length);
          if (name && !name.includes('/')) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    async save(name, write) {
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-backup-shelf-'));
      try {
        const file = path.join(scratch, name);
        await writeFile(file, write);
        await client.send(
          new PutObjectCommand({
            Bucket: location.bucket,
            Key: `${base}${name}`,
            Body: fs.createReadStream(file),
            ContentLength: fs.statSync(file).size,
            ContentType: 'application/x-tar',
          }),
        );
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: `${base}${name}` }));
    },
  };
}

export const backupShelf = (config: BackupShelfConfig): BackupShelf =>
  config.kind === 'local' ? folderShelf(config.root) : s3Shelf(config);
