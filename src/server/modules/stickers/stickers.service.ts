/** The sticker template (configs row 2, with its own version) and the sample data of its preview. */
import { formatDocumentNumber } from '@shared/document-number';
import type { Settings } from '@shared/schemas/configs';
import {
  DEFAULT_STICKER,
  SAMPLE_VERIFICATION_CODE,
  type Sticker,
  type StickerData,
  stickerSchema,
  verificationUrl,
} from '@shared/schemas/stickers';
import { calendarDate } from '@shared/working-days';
import type { Db, Executor } from '../../db/client';
import { type AuditActor, audit, diff } from '../../lib/audit/audit';
import { staleVersion } from '../../lib/errors';
import {
  lockConfigRow,
  readConfigRow,
  STICKER_ROW,
  withDefaults,
  writeConfigRow,
} from '../../lib/settings/config-rows';

export interface LoadedSticker {
  sticker: Sticker;
  version: number;
}

export async function loadSticker(db: Executor): Promise<LoadedSticker> {
  const { stored, version } = await readConfigRow(db, STICKER_ROW);
  return { sticker: withDefaults(stickerSchema, DEFAULT_STICKER, stored), version };
}

/** Saves the template if `version` is current (else 409); audited as `stickers`. */
export async function updateSticker(db: Db, actor: AuditActor, input: Sticker, version: number) {
  return db.transaction(async (tx): Promise<LoadedSticker> => {
    const row = await lockConfigRow(tx, STICKER_ROW);
    if (row.version !== version) throw staleVersion();
    const before = withDefaults(stickerSchema, DEFAULT_STICKER, row.stored);
    const newVersion = await writeConfigRow(tx, STICKER_ROW, input, { bumpVersion: true });
    await audit(tx, actor, {
      entity: 'stickers',
      entityId: STICKER_ROW,
      action: 'update',
      changes: diff(before, input),
    });
    return { sticker: input, version: newVersion };
  });
}

/** What the designer's preview and the test print show: the institution and next entry number of today's settings. */
export function sampleStickerData(
  settings: Settings,
  sticker: Sticker,
  { appUrl, receivedBy }: { appUrl: string; receivedBy: string },
): StickerData {
  const now = new Date();
  const number = formatDocumentNumber(settings.number_formats.entries, {
    year: Number(calendarDate(now).slice(0, 4)),
    sequence: 123,
  });
  return {
    institution: settings.institution_name,
    number,
    received_at: now.toISOString(),
    folios: 12,
    sender: 'Juan Carlos Mendoza Ríos',
    destination_office: 'Gerencia de Administración y Finanzas',
    received_by: receivedBy,
    subject:
      'Solicitud de acceso a la información pública sobre la ejecución del presupuesto participativo del presente año',
    verification_code: SAMPLE_VERIFICATION_CODE,
    verification_url: verificationUrl(sticker, appUrl, number, SAMPLE_VERIFICATION_CODE),
  };
}

/** The printed sticker of a record, for the modules that print one (entries). */
export { renderStickerPdf, renderStickersPdf } from './stickers.pdf';
