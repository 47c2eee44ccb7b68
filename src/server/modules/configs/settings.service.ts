import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '@shared/schemas/configs';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { configs } from '../../db/schema';

const SETTINGS_ID = 1;

/** The organisation's settings, with defaults for anything not yet saved. */
export async function getSettings(db: Executor): Promise<Settings> {
  const [row] = await db.select({ settings: configs.settings }).from(configs).where(eq(configs.id, SETTINGS_ID));
  const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...((row?.settings as object) ?? {}) });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function saveSettings(db: Executor, settings: Settings): Promise<void> {
  await db
    .insert(configs)
    .values({ id: SETTINGS_ID, settings })
    .onConflictDoUpdate({ target: configs.id, set: { settings, updated_at: new Date() } });
}
