/**
 * How folders and their items are shown: the names selected with a folder, `can`, and the items
 * each with its record's details only when the viewer may open that record.
 */
import type { FolderItemType } from '@shared/schemas/folders';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveExpedients, folderItems, folders, offices } from '../../db/schema';
import { officeName, personName } from '../../lib/records/names';
import type { Auth } from '../../plugins/auth';
import { folderCode } from './folders.code';
import { type ItemDetails, visibleRecords } from './folders.items';
import type { FolderRow } from './folders.scope';
import { folderTransitions } from './folders.transitions';

// The outer folder is named as such: drizzle leaves a lone table's columns unqualified, which
// inside these subqueries would name the inner table's.
export const FOLDER_NAMES: Record<string, SQL> = {
  office: officeName(folders.office_id),
  owner: personName(folders.owner_id),
  shared_offices: sql`(select coalesce(json_agg(json_build_object('id', o.id, 'code', o.code, 'name', o.name) order by o.code), '[]'::json) from ${offices} o where o.id = any(folders.shared_office_ids))`,
  item_count: sql<number>`(select count(*)::int from ${folderItems} i where i.folder_id = folders.id)`,
  expedient: sql`(select json_build_object('id', e.id, 'code', e.code) from ${archiveExpedients} e where e.id = folders.expedient_id)`,
};

export async function present(_db: Executor, caller: Auth, rows: FolderRow[]) {
  return rows.map((row) => ({
    ...row,
    // What the records template shows of every document: a number and a subject.
    number: folderCode(row.id),
    subject: row.name,
    can: folderTransitions.abilities(caller, row, null),
  }));
}

type ItemRow = typeof folderItems.$inferSelect;

export interface PresentedItem {
  id: number;
  position: number;
  item_type: FolderItemType;
  item_id: number;
  medium: string;
  note: string | null;
  added_at: Date;
  /** The record's details, or null when the viewer may not open it (shown as «Documento sin acceso»). */
  record: ItemDetails | null;
}

/** The items with the details of the records the caller may open. */
export async function presentItems(db: Executor, caller: Auth, rows: ItemRow[]): Promise<PresentedItem[]> {
  const byType = new Map<FolderItemType, number[]>();
  for (const row of rows) {
    const type = row.item_type as FolderItemType;
    byType.set(type, [...(byType.get(type) ?? []), row.item_id]);
  }
  const visible = new Map<string, ItemDetails>();
  for (const [type, ids] of byType)
    for (const [id, details] of await visibleRecords(db, caller, type, ids)) visible.set(`${type}:${id}`, details);
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    item_type: row.item_type as FolderItemType,
    item_id: row.item_id,
    medium: row.medium,
    note: row.note,
    added_at: row.added_at,
    record: visible.get(`${row.item_type}:${row.item_id}`) ?? null,
  }));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

/** Search inside: every word in the number, subject, type or note of an item the caller may open. */
export function matching(items: PresentedItem[], q: string | undefined): PresentedItem[] {
  const words = fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return items;
  return items.filter((item) => {
    if (!item.record) return false;
    const text = fold(`${item.record.number} ${item.record.subject} ${item.record.type ?? ''} ${item.note ?? ''}`);
    return words.every((w) => text.includes(w));
  });
}
