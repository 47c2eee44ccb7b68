/** Names of what reports group by: offices, people and types by id, channels by key. */
import { ENTRY_CHANNELS } from '@shared/schemas/entries';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offices, typeEntries, typeOutputs, users } from '../../db/schema';

export type Labels = Map<number, string>;

const ids = (list: readonly (number | null)[]) => [...new Set(list.filter((id): id is number => id !== null))];

export async function officeLabels(db: Executor, list: readonly (number | null)[]): Promise<Labels> {
  const wanted = ids(list);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(offices).where(inArray(offices.id, wanted));
  return new Map(rows.map((o) => [o.id, `${o.code} - ${o.name}`]));
}

export async function personLabels(db: Executor, list: readonly (number | null)[]): Promise<Labels> {
  const wanted = ids(list);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, `${u.names} ${u.surnames}`]));
}

export async function entryTypeLabels(db: Executor, list: readonly (number | null)[]): Promise<Labels> {
  const wanted = ids(list);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(typeEntries).where(inArray(typeEntries.id, wanted));
  return new Map(rows.map((t) => [t.id, t.name]));
}

export async function outputTypeLabels(db: Executor, list: readonly (number | null)[]): Promise<Labels> {
  const wanted = ids(list);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(typeOutputs).where(inArray(typeOutputs.id, wanted));
  return new Map(rows.map((t) => [t.id, t.name]));
}

export const channelLabel = (key: string) => ENTRY_CHANNELS[key as keyof typeof ENTRY_CHANNELS] ?? key;

export const UNASSIGNED = 'Sin responsable';
