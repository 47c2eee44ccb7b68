/**
 * The `configs` table holds typed documents, one per row (1 settings, 2 sticker, 3 the
 * institution's seal), each with its own optimistic-lock version. Stored JSON is merged with the defaults field by field, so rows
 * saved before a setting existed (or with a value a newer rule rejects) still load.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { configs } from '../../db/schema';

export const SETTINGS_ROW = 1;
export const STICKER_ROW = 2;
export const SEAL_ROW = 3;

export interface ConfigRow {
  stored: Record<string, unknown>;
  version: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A row's JSON and version; a row never saved reads as empty at version 1. */
export async function readConfigRow(db: Executor, id: number): Promise<ConfigRow> {
  const [row] = await db
    .select({ settings: configs.settings, version: configs.version })
    .from(configs)
    .where(eq(configs.id, id));
  return { stored: isRecord(row?.settings) ? row.settings : {}, version: row?.version ?? 1 };
}

/** Inside a write's transaction: creates the row if needed and locks it until commit. */
export async function lockConfigRow(tx: Executor, id: number): Promise<ConfigRow> {
  await tx.insert(configs).values({ id, settings: {} }).onConflictDoNothing();
  const [row] = await tx
    .select({ settings: configs.settings, version: configs.version })
    .from(configs)
    .where(eq(configs.id, id))
    .for('update');
  return { stored: isRecord(row!.settings) ? row!.settings : {}, version: row!.version };
}

/** Saves a locked row's JSON; `bumpVersion` for edits of the form the version protects. Returns the new version. */
export async function writeConfigRow(
  tx: Executor,
  id: number,
  stored: Record<string, unknown>,
  { bumpVersion }: { bumpVersion: boolean },
): Promise<number> {
  const [row] = await tx
    .update(configs)
    .set({
      settings: stored,
      ...(bumpVersion ? { version: sql`${configs.version} + 1` } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(configs.id, id))
    .returning({ version: configs.version });
  return row!.version;
}

/** Each field of `schema` from `stored` when valid there (objects merged over the default), else the default. */
export function withDefaults<S extends z.ZodObject>(
  schema: S,
  defaults: z.output<S>,
  stored: Record<string, unknown>,
): z.output<S> {
  const merged: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const fallback = (defaults as Record<string, unknown>)[key];
    const value = stored[key];
    const candidate = isRecord(fallback) && isRecord(value) ? { ...fallback, ...value } : value;
    const parsed = field.safeParse(candidate);
    merged[key] = parsed.success ? parsed.data : fallback;
  }
  return merged as z.output<S>;
}
