/**
 * Attachments of any module's records (see README.md in this folder). The owner module
 * authorises: it passes `canSee` when looking an attachment up, and only an attachment found
 * that way can be sent or removed.
 */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client';
import { attachments } from '../../db/schema';
import { type AuditActor, audit } from '../audit/audit';
import { HttpError, invalid, notFound } from '../errors';
import { getSettings } from '../settings/settings';
import { type DetectedType, detectContentType } from './content-type';
import type { FileStore } from './file-store';
import { contentDisposition, extensionOf, sanitizeFilename } from './filename';

export type Attachment = typeof attachments.$inferSelect;

/** A file as received: bytes and the name the client gave (used for display only). */
export interface UploadedFile {
  filename: string;
  content: Buffer;
  /** The form field the file came in (a form with several file inputs tells them apart by it). */
  field?: string;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Lower case, without dot. */
  allowedExtensions: readonly string[];
}

export const MB = 1024 * 1024;

/** The limits in force (Configuración → Archivos: uploads.max_file_mb, max_files, allowed_extensions). */
export async function uploadLimits(db: Executor): Promise<UploadLimits> {
  const { uploads } = await getSettings(db);
  return {
    maxFileBytes: uploads.max_file_mb * MB,
    maxFiles: uploads.max_files,
    allowedExtensions: uploads.allowed_extensions.map((e) => e.toLowerCase().replace(/^\./, '')),
  };
}

export const fileTooLarge = (limits: Pick<UploadLimits, 'maxFileBytes'>) =>
  new HttpError(413, `Cada archivo puede pesar como máximo ${Math.floor(limits.maxFileBytes / MB)} MB.`);
export const tooManyFiles = (limits: Pick<UploadLimits, 'maxFiles'>, field = 'files') =>
  invalid({ [field]: [`Puede adjuntar como máximo ${limits.maxFiles} archivos por documento.`] });

export interface ValidatedFile {
  name: string;
  content: Buffer;
  type: DetectedType;
}

/**
 * Checks every file (all problems reported at once as a 422 on `field`): not empty, within the
 * size limit (413), an allowed extension, and bytes that really are a file of that extension.
 */
export function validateUploads(
  files: readonly UploadedFile[],
  limits: UploadLimits,
  field = 'files',
): ValidatedFile[] {
  if (files.length > limits.maxFiles) throw tooManyFiles(limits, field);
  if (files.some((file) => file.content.length > limits.maxFileBytes)) throw fileTooLarge(limits);
  const problems: string[] = [];
  const validated: ValidatedFile[] = [];
  for (const file of files) {
    const name = sanitizeFilename(file.filename);
    const extension = extensionOf(name);
    if (file.content.length === 0) {
      problems.push(`«${name}» está vacío.`);
      continue;
    }
    if (!extension || !limits.allowedExtensions.includes(extension)) {
      problems.push(
        `«${name}»: el tipo de archivo ${extension ? `«.${extension}» ` : ''}no está permitido. Tipos permitidos: ${limits.allowedExtensions.join(', ')}.`,
      );
      continue;
    }
    const type = detectContentType(file.content);
    if (!type) {
      problems.push(`«${name}»: el contenido no corresponde a un archivo «.${extension}» válido.`);
      continue;
    }
    if (!type.extensions.includes(extension)) {
      problems.push(
        `«${name}»: el contenido es un archivo ${type.label}, no corresponde a la extensión «.${extension}».`,
      );
      continue;
    }
    validated.push({ name, content: file.content, type });
  }
  if (problems.length > 0) throw invalid({ [field]: problems });
  return validated;
}

export interface SaveAttachmentsInput {
  /** The app's file store (`app.files`). */
  store: FileStore;
  /** The owner module's resource name: 'entries', 'outputs'… */
  ownerType: string;
  ownerId: number;
  files: readonly UploadedFile[];
  /** Who uploads (becomes `uploaded_by`) and from where, for the audit trail. */
  actor: AuditActor;
  /** The form field the files came from, for 422 errors (default 'files'). */
  field?: string;
  /** Defaults to the configured limits. */
  limits?: UploadLimits;
}

/**
 * Validates the files, writes their bytes to the content-addressed store (the same bytes are
 * stored once) and records them for the owner in `tx`, audited on the owner. The owner's total of
 * attachments may not exceed `uploads.max_files`. Call it before taking a document number, so
 * the file writes do not lengthen the time the sequence row is locked.
 */
export async function saveAttachments(tx: Executor, input: SaveAttachmentsInput): Promise<Attachment[]> {
  if (input.files.length === 0) return [];
  const field = input.field ?? 'files';
  const limits = input.limits ?? (await uploadLimits(tx));
  const validated = validateUploads(input.files, limits, field);
  const [existing] = await tx
    .select({ n: count() })
    .from(attachments)
    .where(ownerCondition(input.ownerType, input.ownerId));
  if ((existing?.n ?? 0) + validated.length > limits.maxFiles) throw tooManyFiles(limits, field);

  const rows = [];
  for (const file of validated) {
    const stored = await input.store.put(file.content);
    rows.push({
      owner_type: input.ownerType,
      owner_id: input.ownerId,
      sha256: stored.sha256,
      original_name: file.name,
      content_type: file.type.contentType,
      size: stored.size,
      uploaded_by: input.actor.id,
    });
  }
  const saved = await tx.insert(attachments).values(rows).returning();
  await audit(tx, input.actor, {
    entity: input.ownerType,
    entityId: input.ownerId,
    action: 'attach',
    changes: { attachments: [null, saved.map(auditSummary)] },
  });
  return saved;
}

/** A file already in the store, as another owner's attachment or a submission names it. */
export type StoredFile = Pick<Attachment, 'sha256' | 'original_name' | 'content_type' | 'size'>;

/**
 * Records files already in the store for the owner (a request's files copied to the document it
 * became, a correction's), with no bytes written and no audit row of their own.
 */
export async function attachStored(
  tx: Executor,
  owner: { type: string; id: number },
  files: readonly StoredFile[],
  uploadedBy: number,
): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(attachments).values(
    files.map((f) => ({
      owner_type: owner.type,
      owner_id: owner.id,
      sha256: f.sha256,
      original_name: f.original_name,
      content_type: f.content_type,
      size: f.size,
      uploaded_by: uploadedBy,
    })),
  );
}

const auditSummary = (row: Attachment) => ({ id: row.id, name: row.original_name, sha256: row.sha256, size: row.size });

const ownerCondition = (ownerType: string, ownerId: number) =>
  and(eq(attachments.owner_type, ownerType), eq(attachments.owner_id, ownerId), isNull(attachments.deleted_at));

/** The owner's attachments, oldest first. The caller has already authorised the owner. */
export function listAttachments(db: Executor, ownerType: string, ownerId: number): Promise<Attachment[]> {
  return db.select().from(attachments).where(ownerCondition(ownerType, ownerId)).orderBy(asc(attachments.id));
}

/** What the API shows of an attachment; `url` is the owner module's download route. */
export function attachmentData(row: Attachment, url: string) {
  return {
    id: row.id,
    name: row.original_name,
    content_type: row.content_type,
    size: row.size,
    uploaded_by: row.uploaded_by,
    created_at: row.created_at,
    url,
  };
}

declare const authorisedBrand: unique symbol;
/** An attachment whose owner the caller was allowed to see: only `findAttachment` makes one. */
export type AuthorisedAttachment = Attachment & { readonly [authorisedBrand]: true };

export interface FindAttachmentInput {
  ownerType: string;
  /** When given, the attachment must belong to this owner (routes like /entries/:id/attachments/:attachmentId). */
  ownerId?: number;
  attachmentId: number;
  /** The owner module's scope check for the owner record (permissions, office, classification). */
  canSee: (ownerId: number) => boolean | Promise<boolean>;
}

/**
 * Looks an attachment up for download or removal: 404 when it does not exist, was removed,
 * belongs to another owner, or `canSee` refuses its owner (so existence is not revealed).
 */
export async function findAttachment(db: Executor, input: FindAttachmentInput): Promise<AuthorisedAttachment> {
  if (!Number.isSafeInteger(input.attachmentId) || input.attachmentId < 1) throw notFound();
  const [row] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.id, input.attachmentId),
        eq(attachments.owner_type, input.ownerType),
        isNull(attachments.deleted_at),
        input.ownerId === undefined ? undefined : eq(attachments.owner_id, input.ownerId),
      ),
    );
  if (!row || !(await input.canSee(row.owner_id))) throw notFound();
  return row as AuthorisedAttachment;
}

/** Removes (soft-deletes) an attachment, audited on its owner. */
export async function removeAttachment(tx: Executor, attachment: AuthorisedAttachment, actor: AuditActor) {
  await tx.update(attachments).set({ deleted_at: new Date() }).where(eq(attachments.id, attachment.id));
  await audit(tx, actor, {
    entity: attachment.owner_type,
    entityId: attachment.owner_id,
    action: 'detach',
    changes: { attachments: [[auditSummary(attachment)], null] },
  });
}

const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/tiff']);

/**
 * Streams an authorised attachment: its detected content type, shown inline (PDF and images,
 * unless `download` is asked for) or downloaded (office documents) under its display name, with
 * headers that stop any browser from sniffing or running it.
 */
export async function sendAttachment(
  reply: FastifyReply,
  attachment: AuthorisedAttachment,
  store: FileStore = reply.server.files,
  { download = false }: { download?: boolean } = {},
) {
  const file = await store.open(attachment.sha256);
  if (!file) throw notFound('El archivo adjunto no está disponible.');
  const inline = !download && INLINE_TYPES.has(attachment.content_type);
  return reply
    .header('content-type', attachment.content_type)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', attachment.original_name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'private, no-cache')
    .header('etag', `"${attachment.sha256}"`)
    .send(file.stream);
}
