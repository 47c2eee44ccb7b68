import type { Settings, settingsSchema } from '@shared/schemas/configs';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type SettingsValues = z.input<typeof settingsSchema>;
export type SettingsForm = UseFormReturn<SettingsValues, unknown, z.output<typeof settingsSchema>>;

/** The tabs of the form and the top-level settings each one holds (to point at the tab of an error). */
export const SECTIONS = [
  {
    id: 'institucion',
    title: 'Institución',
    icon: 'pi pi-building',
    keys: ['institution_name', 'institution_short_name', 'tax_id', 'address', 'documents'],
  },
  { id: 'numeracion', title: 'Numeración', icon: 'pi pi-hashtag', keys: ['number_formats'] },
  { id: 'calendario', title: 'Calendario', icon: 'pi pi-calendar', keys: ['working_days', 'holidays'] },
  { id: 'archivos', title: 'Archivos', icon: 'pi pi-paperclip', keys: ['uploads'] },
  { id: 'seguridad', title: 'Seguridad', icon: 'pi pi-lock', keys: ['password_policy', 'session_idle_minutes'] },
  { id: 'solicitudes', title: 'Solicitudes', icon: 'pi pi-inbox', keys: ['requests'] },
  { id: 'entregas', title: 'Entregas', icon: 'pi pi-truck', keys: ['delivery'] },
  { id: 'correos', title: 'Correos', icon: 'pi pi-envelope', keys: ['digest'] },
  { id: 'mesa-virtual', title: 'Mesa virtual', icon: 'pi pi-send', keys: ['virtual_desk'] },
  { id: 'archivo-central', title: 'Archivo central', icon: 'pi pi-box', keys: ['archive'] },
  { id: 'manuales', title: 'Manuales', icon: 'pi pi-book', keys: ['manuals'] },
] as const satisfies readonly { id: string; title: string; icon: string; keys: readonly (keyof Settings)[] }[];
