/**
 * The file store on an S3-compatible object store (AWS S3, MinIO, Ceph, Garage…), for several
 * Folio instances sharing one set of files: the same content addressing as the local folder
 * (`{prefix}/ab/cd/abcd…`), written once, never modified.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { FilesConfig } from '../../config';
import { type FileStore, fileKey, SHA256 } from './file-store';

type S3Config = Extract<FilesConfig, { kind: 's3' }>;

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Client(config: S3Config, options: S3ClientConfig = {}): S3Client {
  return new S3Client({
    ...options,
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials && { credentials: config.credentials }),
  });
}

export function createS3FileStore(config: S3Config, client: S3Client = createS3Client(config)): FileStore {
  const { bucket } = config;
  const base = config.prefix ? `${config.prefix}/` : '';
  const keyOf = (sha256: string) => `${base}${fileKey(sha256)}`;

  async function fetch(sha256: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(content) {
      const sha256 = createHash('sha256').update(content).digest('hex');
      // Written even when present: same bytes, fresh LastModified, so the orphan sweeper never
      // takes a file an upload in flight is about to reference.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(sha256), Body: content, ContentLength: content.length }),
      );
      return { sha256, size: content.length };
    },
    async get(sha256) {
      if (!SHA256.test(sha256)) return null;
      const object = await fetch(sha256);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(sha256) {
      if (!SHA256.test(sha256)) return null;
      const object = await fetch(sha256);
      if (!object?.Body) return null;
      return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: base, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          const name = item.Key?.split('/').pop() ?? '';
          if (SHA256.test(name) && item.Key === keyOf(name)) {
            yield { sha256: name, storedAt: item.LastModified ?? new Date() };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async storedAt(sha256) {
      if (!SHA256.test(sha256)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
        return head.LastModified ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(sha256) {
      if (SHA256.test(sha256)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
    },
  };
}
