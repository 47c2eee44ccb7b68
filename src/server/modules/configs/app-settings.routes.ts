import type { AppSettings } from '@shared/schemas/user';
import type { FastifyInstance } from 'fastify';
import { getSettings } from './settings.service';

/** What the shell shows before and after login: the institution's name, help manuals, password policy. */
export async function appSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/app-settings', { config: { public: true } }, async (): Promise<AppSettings> => {
    const { institution_name, institution_short_name, manuals, password_policy } = await getSettings(app.db);
    return { institution_name, institution_short_name, manuals, password_policy };
  });
}
