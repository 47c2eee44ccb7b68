/**
 * What a content-addressed file store does (scans, attachments, logos): a file is named by the
 * SHA-256 of its bytes under `ab/cd/abcd…`, so the same content is stored once and a stored file
 * never changes. plugins/files.ts keeps them in a local folder, s3-store.ts in an S3 bucket.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  sha256: string;
  size: number;
}

export interface FileStore {
  put(content: Buffer): Promise<StoredFile>;
  /** The file's bytes, or null when no file has that hash. */
  get(sha256: string): Promise<Buffer | null>;
  /** A stream of the file's bytes and its size, or null when no file has that hash (downloads). */
  open(sha256: string): Promise<{ stream: Readable; size: number } | null>;
  /** Every stored file with when it was written (the orphan sweeper). */
  list(): AsyncIterable<{ sha256: string; storedAt: Date }>;
  /** When the file was last written, or null when no file has that hash. */
  storedAt(sha256: string): Promise<Date | null>;
  remove(sha256: string): Promise<void>;
}

export const SHA256 = /^[0-9a-f]{64}$/;

/** `ab/cd/abcd…`: where a file of that hash lives under the store's root or prefix. */
export const fileKey = (sha256: string) => `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
