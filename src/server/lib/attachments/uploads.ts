/**
 * Multipart uploads: `registerMultipart` installs @fastify/multipart with hard ceilings (the
 * largest values the settings allow), and `readUploads` reads one request's parts into memory
 * under the limits configured now (uploads.max_file_mb, uploads.max_files), cutting a request
 * off as soon as it exceeds them.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { fileTooLarge, tooManyFiles, type UploadedFile, type UploadLimits, uploadLimits } from './attachments';

/** Ceilings whatever the settings say (the settings schema allows at most 100 MB and 50 files). */
const CEILING = { fileSize: 100 * 1024 * 1024, files: 50, fields: 100, fieldSize: 1024 * 1024, parts: 150 };
const MAX_FIELDS = 100;
const MAX_FIELD_BYTES = 1024 * 1024;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: CEILING, throwFileSizeLimit: true });
}

export interface Uploads {
  files: UploadedFile[];
  /** The text fields of the form (the last value of a repeated name wins). */
  fields: Record<string, string>;
}

export interface ReadUploadsOptions {
  /** The form field that carries files, for 422 errors (default 'files'). Files under any name are read. */
  field?: string;
  /** Defaults to the configured limits. */
  limits?: UploadLimits;
}

const NOT_MULTIPART = 'Envíe los archivos como multipart/form-data.';
const MALFORMED = 'El formulario llegó incompleto o mal formado. Vuelva a enviarlo.';

/**
 * Reads the request's files into buffers and its text fields, bounded by the upload limits:
 * a file over the size limit answers 413, more files than allowed a 422 on `field`. Empty file
 * inputs (no name, no bytes) are skipped. Validate the files with `saveAttachments`.
 */
export async function readUploads(request: FastifyRequest, options: ReadUploadsOptions = {}): Promise<Uploads> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const field = options.field ?? 'files';
  const limits = options.limits ?? (await uploadLimits(request.server.db));
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = Object.create(null);
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: limits.maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (content.length === 0 && !part.filename) continue;
        files.push({ filename: part.filename ?? '', content, field: part.fieldname });
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated) throw new HttpError(413, 'Un campo del formulario es demasiado largo.');
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(limits);
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles(limits, field);
    if (error instanceof HttpError || code?.startsWith('FST_')) throw error;
    // The parser's own complaints (a body cut short, a broken boundary or header).
    throw new HttpError(400, MALFORMED);
  }
  return { files, fields };
}
