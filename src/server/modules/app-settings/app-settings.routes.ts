import { type AppSettings, appSettings } from '@shared/schemas/user';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../lib/crud/answers';
import { loadSettings, logoUrl } from '../../lib/settings/settings';

/**
 * What the shell shows before and after login: the institution's name and logo, help manuals,
 * password policy, upload limits, the working calendar; and where the web client connects for realtime (so one build serves any deployment).
 */
export async function appSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v1/app-settings',
    { schema: answers(200, appSettings), config: { public: true } },
    async (): Promise<AppSettings> => {
      const { settings, logo } = await loadSettings(app.db);
      const {
        institution_name,
        institution_short_name,
        manuals,
        password_policy,
        uploads,
        working_days,
        holidays,
        virtual_desk,
      } = settings;
      const { key, public: where } = app.config.realtime;
      return {
        institution_name,
        institution_short_name,
        logo_url: logo && logoUrl(logo),
        manuals,
        password_policy,
        uploads,
        calendar: {
          working_days,
          holidays,
          virtual_desk_hours: { opens: virtual_desk.opens, closes: virtual_desk.closes },
        },
        realtime: { key, ...where },
      };
    },
  );
}
