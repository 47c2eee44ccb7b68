/**
 * What a citizen sends: one main PDF (field `principal`) and annexes (field `anexos`), within the
 * virtual desk's limits (Configuración → Mesa de partes virtual), each checked by its bytes with
 * the attachments lib. The bytes go to the content-addressed store; rows come when verified.
 */
import type { Settings } from '@shared/schemas/configs';
import type { DeskFile } from '../../db/schema';
import { MB, type UploadedFile, type UploadLimits, validateUploads } from '../../lib/attachments/attachments';
import type { FileStore } from '../../lib/attachments/file-store';
import { invalid } from '../../lib/errors';

export const MAIN_FIELD = 'principal';
export const ANNEX_FIELD = 'anexos';

/** The proposed entry's `annexes`: the names of the files that are not the main one, at most 1000 characters. */
export function annexNames(files: readonly DeskFile[]): string | null {
  const annexes = files.filter((f) => !f.main);
  return annexes.length > 0
    ? annexes
        .map((f) => f.name)
        .join(', ')
        .slice(0, 1000)
    : null;
}

/** The limits `readUploads` applies while reading: all files together. */
export function deskLimits(settings: Settings): UploadLimits {
  return {
    maxFileBytes: settings.virtual_desk.max_file_mb * MB,
    maxFiles: settings.virtual_desk.max_files,
    allowedExtensions: settings.uploads.allowed_extensions,
  };
}

/** Checks the files (422 on `principal` or `anexos`) and stores their bytes. */
export async function storeDeskFiles(
  store: FileStore,
  files: readonly UploadedFile[],
  limits: UploadLimits,
): Promise<DeskFile[]> {
  const main = files.filter((f) => f.field === MAIN_FIELD);
  const annexes = files.filter((f) => f.field !== MAIN_FIELD);
  if (main.length !== 1) throw invalid({ [MAIN_FIELD]: ['Adjunte el documento principal en PDF (uno solo).'] });
  const checkedMain = validateUploads(main, { ...limits, maxFiles: 1, allowedExtensions: ['pdf'] }, MAIN_FIELD);
  const checkedAnnexes = validateUploads(annexes, { ...limits, maxFiles: limits.maxFiles - 1 }, ANNEX_FIELD);
  const stored: DeskFile[] = [];
  for (const [i, file] of [...checkedMain, ...checkedAnnexes].entries()) {
    const saved = await store.put(file.content);
    stored.push({
      sha256: saved.sha256,
      name: file.name,
      size: saved.size,
      content_type: file.type.contentType,
      main: i === 0,
    });
  }
  return stored;
}
