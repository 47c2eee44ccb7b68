/**
 * Mesa de partes virtual (`/mesa-virtual`): a citizen sends a document without signing in. Its
 * settings (Configuración → Mesa de partes virtual), the form's input, the working-hours rule and
 * the public API's answers.
 */

import { ubigeoInput } from '../ubigeo/ubigeo';
import { calendarDate, isWorkingDay, TIME_ZONE, type WorkingCalendar } from '../working-days';
import { text, z } from '../zod';
import { calendarDay, named, timestamp } from './api';
import { documentProblem } from './citizens';

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const hour = z.string().trim().regex(HOUR, 'Escriba la hora como HH:MM, por ejemplo 08:30.');

export const virtualDeskSettingsSchema = z
  .object({
    /** Working hours (Lima time) on working days; outside them a submission counts from the next working day. */
    opens: hour,
    closes: hour,
    /** The main PDF and each annex, in MB. */
    max_file_mb: z.number().int().min(1).max(100),
    /** The main document plus its annexes. */
    max_files: z.number().int().min(1).max(20),
  })
  .superRefine((s, ctx) => {
    if (HOUR.test(s.opens) && HOUR.test(s.closes) && s.closes <= s.opens)
      ctx.addIssue({
        code: 'custom',
        path: ['closes'],
        message: 'La hora de cierre debe ser posterior a la de apertura.',
      });
  });
export type VirtualDeskSettings = z.infer<typeof virtualDeskSettingsSchema>;

export const DEFAULT_VIRTUAL_DESK_SETTINGS: VirtualDeskSettings = {
  opens: '08:30',
  closes: '16:30',
  max_file_mb: 10,
  max_files: 5,
};

export const DESK_DOCUMENT_TYPES = { DNI: 'DNI', RUC: 'RUC', CE: 'Carné de extranjería' } as const;
export type DeskDocumentType = keyof typeof DESK_DOCUMENT_TYPES;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** The form's text fields (multipart sends them as strings; folios and the checkbox are coerced). */
export const deskSubmissionInput = z
  .object({
    document_type: z.enum(keys(DESK_DOCUMENT_TYPES)),
    document_number: text(20, 1).transform((v) => v.toUpperCase()),
    /** Names and surnames of a person (DNI, CE), or the business name (RUC). */
    name: text(200, 1),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Ingrese un correo electrónico válido.')),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s-]{6,20}$/, 'Escriba un teléfono de 6 a 20 dígitos.'),
    address: text(250, 5),
    /** INEI's distrito of the address (optional). */
    ubigeo: ubigeoInput,
    type_entry_id: z.coerce.number().int().positive('Elija el tipo de documento.').max(2_147_483_647),
    subject: text(500, 5),
    folios: z.coerce
      .number()
      .int('Escriba un número entero.')
      .min(1, 'Debe tener al menos 1 folio.')
      .max(10_000, 'No puede pasar de 10 000 folios.'),
    declaration: z.literal('true', 'Debe aceptar la declaración para enviar.'),
    captcha_token: z.string().min(1, 'Resuelva la verificación.').max(4000),
    /** The arithmetic captcha's result; empty with a provider's widget (its answer is the token). */
    captcha_answer: z
      .string()
      .trim()
      .regex(/^(-?\d{1,4})?$/, 'Escriba el resultado en números.')
      .default(''),
  })
  .superRefine((s, ctx) => {
    const problem = documentProblem(s.document_type, s.document_number);
    if (problem) ctx.addIssue({ code: 'custom', path: ['document_number'], message: problem });
  });
export type DeskSubmissionInput = z.input<typeof deskSubmissionInput>;

/** The correction of an observed submission: what it says, plus new files if any. */
export const deskCorrectionInput = z.object({
  subject: text(500, 5),
  folios: z.coerce.number().int('Escriba un número entero.').min(1).max(10_000, 'No puede pasar de 10 000 folios.'),
});

export const deskVerifyInput = z.object({ token: z.string().min(20).max(100) });

/** `GET /api/v1/public/virtual-desk`: what the form needs. */
export const deskOptions = named(
  'DeskOptions',
  z.object({
    institution: z.string(),
    type_entries: z.array(z.object({ id: z.number().int(), name: z.string() })),
    settings: z.object({
      opens: z.string(),
      closes: z.string(),
      max_file_mb: z.number().int(),
      max_files: z.number().int(),
    }),
    working_days: z.array(z.number().int()),
  }),
  'Lo que necesita el formulario de la mesa de partes virtual.',
);
export type DeskOptions = z.infer<typeof deskOptions>;

/** The challenge the form shows: Folio's own sum, or a provider's widget (by its site key). */
export const deskCaptcha = named(
  'DeskCaptcha',
  z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('arithmetic'), question: z.string(), token: z.string() }),
    z.object({ provider: z.literal('turnstile'), site_key: z.string() }),
  ]),
  'La verificación del formulario.',
);
export type DeskCaptcha = z.infer<typeof deskCaptcha>;

/** Answer of the verification: the request the submission became. */
export const deskReceived = named(
  'DeskReceived',
  z.object({
    request_number: z.string(),
    received_at: timestamp(),
    counted_from: calendarDay(),
    outside_hours: z.boolean(),
  }),
  'La solicitud de ingreso en que se convirtió el envío.',
);
export type DeskReceived = z.infer<typeof deskReceived>;

export const deskCorrectionView = named(
  'DeskCorrectionView',
  z.object({
    request_number: z.string(),
    reason: z.string(),
    observation: z.string().nullable(),
    subject: z.string(),
    folios: z.number().int(),
  }),
  'La observación de una solicitud y lo que puede corregirse.',
);
export type DeskCorrectionView = z.infer<typeof deskCorrectionView>;

/** Answer of a correction: the request, back in the queue. */
export const deskCorrected = named('DeskCorrected', z.object({ request_number: z.string() }));

export interface WorkingHours {
  opens: string;
  closes: string;
}

const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The first working day strictly after `date` (YYYY-MM-DD). */
function nextWorkingDay(date: string, calendar: WorkingCalendar): string {
  let ms = Date.parse(`${date}T00:00:00Z`);
  for (let i = 0; i < 400; i++) {
    ms += 86_400_000;
    const day = new Date(ms).toISOString().slice(0, 10);
    if (isWorkingDay(day, calendar)) return day;
  }
  throw new RangeError('the calendar has no working days');
}

/**
 * The day a submission received at `at` counts from: that day when it is a working day and the
 * time (Lima) is within the hours, else the next working day (after closing, before opening on a
 * working day counts that same day).
 */
export function countedFrom(at: Date, hours: WorkingHours, calendar: WorkingCalendar) {
  const day = calendarDate(at);
  const time = timeFormatter.format(at);
  if (isWorkingDay(day, calendar)) {
    if (time >= hours.opens && time < hours.closes) return { date: day, outside: false };
    if (time < hours.opens) return { date: day, outside: true };
  }
  return { date: nextWorkingDay(day, calendar), outside: true };
}

/**
 * Where an entry's response term starts: a virtual desk entry (channel `mesa_virtual`) received
 * outside the hours counts from the day `countedFrom` gives, every other entry from the moment it
 * was received (`addWorkingDays` reads either).
 */
export function termStart(
  receivedAt: Date,
  channel: string,
  hours: WorkingHours,
  calendar: WorkingCalendar,
): Date | string {
  return channel === 'mesa_virtual' ? countedFrom(receivedAt, hours, calendar).date : receivedAt;
}
