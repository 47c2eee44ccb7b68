/**
 * What a notification is about (its `type`: the route prefix of the record it opens), as the
 * notifications page filters it, and the filters themselves.
 */
import { z } from './zod';

export const NOTIFICATION_KINDS = {
  entries: 'Ingresos',
  outputs: 'Salidas',
  'entry-requests': 'Solicitudes de ingreso',
  'output-requests': 'Solicitudes de salida',
  'supporting-entries': 'Documentos de apoyo',
  transfers: 'Transferencias',
  permissions: 'Préstamos y permisos de acceso',
  profile: 'Mi cuenta',
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `GET /api/v1/notifications`: a page of the caller's history, optionally filtered. */
export const notificationHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  kind: z.enum(Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]]).optional(),
  /** Only those addressed to the caller by name (not to their office or their role). */
  mine: flag.optional(),
  /** Only the automatic notices (due dates, expiries: true) or only what people did (false). */
  automatic: flag.optional(),
});
export type NotificationHistoryQuery = z.input<typeof notificationHistoryQuery>;
