/**
 * The sticker of a registered entry (the configured template filled with the entry's own data),
 * and the «cargo de recepción» the citizen takes from the counter, from the same data.
 */
import type { Settings } from '@shared/schemas/configs';
import { type Sticker, type StickerData, verificationUrl } from '@shared/schemas/stickers';
import { calendarDate } from '@shared/working-days';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizens, type entries, offices, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { ReceiptData } from '../../lib/export/reception-receipt';
import { trackingCode } from '../../lib/tracking-code';

type EntryRow = typeof entries.$inferSelect;

/** Paper has a sticker and a counter's cargo; an entry received by internal dispatch has no paper. */
export const isPrintable = (entry: Pick<EntryRow, 'channel'>) => entry.channel !== 'interno';

export function assertPrintable(entry: EntryRow): EntryRow {
  if (!isPrintable(entry))
    throw conflict(
      `El ingreso ${entry.number} llegó de otra oficina por despacho interno: no tiene papel, ni sticker ni cargo de recepción.`,
    );
  return entry;
}

export async function entryStickerData(
  db: Executor,
  { settings, sticker, appUrl, secret }: { settings: Settings; sticker: Sticker; appUrl: string; secret: string },
  entry: EntryRow,
): Promise<StickerData> {
  const code = trackingCode(secret, entry);
  const [sender] = await db
    .select({ names: citizens.names, surnames: citizens.surnames, business_name: citizens.business_name })
    .from(citizens)
    .where(eq(citizens.id, entry.sender_id));
  const [office] = await db
    .select({ name: offices.name })
    .from(offices)
    .where(eq(offices.id, entry.destination_office_id));
  const [clerk] = await db
    .select({ names: users.names, surnames: users.surnames })
    .from(users)
    .where(eq(users.id, entry.registered_by));
  return {
    institution: settings.institution_name,
    number: entry.number,
    received_at: entry.received_at.toISOString(),
    folios: entry.folios,
    sender: sender ? (sender.business_name ?? `${sender.names ?? ''} ${sender.surnames ?? ''}`.trim()) : null,
    destination_office: office?.name ?? null,
    received_by: clerk ? `${clerk.names} ${clerk.surnames}` : null,
    subject: entry.subject,
    verification_code: code,
    verification_url: verificationUrl(sticker, appUrl, entry.number, code),
  };
}

/** The counter's cargo: what the sticker says, with the day the terms count from and the due date. */
export function counterReceiptData(entry: EntryRow, sticker: StickerData): ReceiptData {
  return {
    institution: sticker.institution,
    channel: 'Mesa de partes presencial',
    number: entry.number,
    received_at: entry.received_at,
    counted_from: calendarDate(entry.received_at),
    outside_hours: false,
    due_date: entry.due_date,
    sender: sticker.sender ?? '—',
    subject: entry.subject,
    folios: entry.folios,
    code: sticker.verification_code,
    verification_url: sticker.verification_url,
    destination_office: sticker.destination_office,
    received_by: sticker.received_by,
  };
}
