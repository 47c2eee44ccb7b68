/**
 * The organisation's settings (configs row 1). They are read on every request (session idle
 * time, password policy…), so each process keeps them for a few seconds; a save in this process
 * drops the copy at once, other instances see it within the TTL.
 */
import {
  DEFAULT_SETTINGS,
  LOGO_CONTENT_TYPES,
  type LogoInfo,
  type Settings,
  settingsSchema,
} from '@shared/schemas/configs';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { configs } from '../../db/schema';
import { type AuditActor, audit, diff } from '../audit/audit';
import { staleVersion } from '../errors';
import { lockConfigRow, readConfigRow, SETTINGS_ROW, withDefaults, writeConfigRow } from './config-rows';

const CACHE_TTL_MS = 5_000;

/** The logo as kept beside the settings: the file's hash in the file store. */
const storedLogoSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  content_type: z.enum(LOGO_CONTENT_TYPES),
  size: z.number().int().positive(),
});
export type StoredLogo = z.infer<typeof storedLogoSchema>;

export interface LoadedSettings {
  settings: Settings;
  logo: StoredLogo | null;
  version: number;
}

let cache = new WeakMap<Executor, { expires: number; loaded: LoadedSettings }>();

function fromRow(stored: Record<string, unknown>, version: number): LoadedSettings {
  const logo = storedLogoSchema.safeParse(stored.logo);
  return {
    settings: withDefaults(settingsSchema, DEFAULT_SETTINGS, stored),
    logo: logo.success ? logo.data : null,
    version,
  };
}

/** Settings, logo and version as stored now, with defaults for anything not yet saved: what the form edits. */
export async function readSettings(db: Executor): Promise<LoadedSettings> {
  const { stored, version } = await readConfigRow(db, SETTINGS_ROW);
  return fromRow(stored, version);
}

/** The same, kept for a few seconds: for the reads every request makes. */
export async function loadSettings(db: Executor): Promise<LoadedSettings> {
  const hit = cache.get(db);
  if (hit && hit.expires > Date.now()) return hit.loaded;
  const loaded = await readSettings(db);
  cache.set(db, { expires: Date.now() + CACHE_TTL_MS, loaded });
  return loaded;
}

export async function getSettings(db: Executor): Promise<Settings> {
  return (await loadSettings(db)).settings;
}

export const logoUrl = (logo: StoredLogo) => `/api/v1/logo?v=${logo.sha256.slice(0, 12)}`;

export function logoInfo(logo: StoredLogo | null): LogoInfo | null {
  return logo && { url: logoUrl(logo), content_type: logo.content_type, size: logo.size };
}

/** Saves the settings form if `version` is current (else 409), keeping the logo; audited. */
export async function updateSettings(db: Db, actor: AuditActor, input: Settings, version: number) {
  const saved = await db.transaction(async (tx) => {
    const row = await lockConfigRow(tx, SETTINGS_ROW);
    if (row.version !== version) throw staleVersion();
    const before = fromRow(row.stored, row.version);
    const newVersion = await writeConfigRow(tx, SETTINGS_ROW, { ...row.stored, ...input }, { bumpVersion: true });
    await audit(tx, actor, {
      entity: 'configs',
      entityId: SETTINGS_ROW,
      action: 'update',
      changes: diff(before.settings, input),
    });
    return { settings: input, logo: before.logo, version: newVersion };
  });
  cache = new WeakMap();
  return saved;
}

/**
 * Replaces (or with null removes) the logo. It is managed apart from the form, so it neither
 * needs nor changes the form's version; audited.
 */
export async function replaceLogo(db: Db, actor: AuditActor, logo: StoredLogo | null): Promise<LoadedSettings> {
  const saved = await db.transaction(async (tx) => {
    const row = await lockConfigRow(tx, SETTINGS_ROW);
    const before = fromRow(row.stored, row.version);
    const { logo: _previous, ...rest } = row.stored;
    await writeConfigRow(tx, SETTINGS_ROW, logo ? { ...rest, logo } : rest, { bumpVersion: false });
    await audit(tx, actor, {
      entity: 'configs',
      entityId: SETTINGS_ROW,
      action: 'update',
      changes: { logo: [before.logo, logo] },
    });
    return { ...before, logo };
  });
  cache = new WeakMap();
  return saved;
}

/** Seeding: writes the settings as they are, without version check or audit. */
export async function saveSettings(db: Executor, settings: Settings): Promise<void> {
  await db
    .insert(configs)
    .values({ id: SETTINGS_ROW, settings })
    .onConflictDoUpdate({ target: configs.id, set: { settings, updated_at: new Date() } });
}
