/**
 * The citizen's casilla electrónica (docs/domain.md §9): an account a citizen opens from the
 * public pages, accepting electronic notification, and signs in to with a password and a code
 * sent by e-mail. Its inputs and the public API's answers.
 */
import { PASSWORD_MAX_LENGTH } from '../password';
import { text, z } from '../zod';
import { timestamp } from './api';
import { confirmationIssue, confirmationMatches, newPasswordFields } from './auth';
import { documentProblem } from './citizens';

export const CASILLA_DOCUMENT_TYPES = { DNI: 'DNI', RUC: 'RUC' } as const;
export type CasillaDocumentType = keyof typeof CASILLA_DOCUMENT_TYPES;

export const CASILLA_STATES = { por_verificar: 'Por verificar', activa: 'Activa', suspendida: 'Suspendida' } as const;
export type CasillaState = keyof typeof CASILLA_STATES;

/** The terms a citizen accepts; the version is kept with the acceptance as evidence. */
export const CASILLA_TERMS_VERSION = '2026-11';
export const casillaTerms = (institution: string) =>
  [
    `Acepto que ${institution} me notifique electrónicamente en esta casilla los actos y documentos de los trámites en los que soy parte.`,
    'Entiendo que la notificación surte efecto en la fecha y hora en que el documento es depositado en mi casilla (o, si la institución así lo establece, cuando lo abro por primera vez), y que recibiré un aviso en mi correo electrónico, sin el documento.',
    'Me comprometo a revisar mi casilla con regularidad y a mantener actualizado mi correo electrónico.',
  ].join('\n\n');

const documentFields = {
  document_type: z.enum(['DNI', 'RUC'], 'Elija DNI o RUC.'),
  document_number: z.string().trim().max(11, 'El número es demasiado largo.'),
};

type DocumentFields = { document_type: CasillaDocumentType; document_number: string };
const documentOf = (value: unknown) => value as Partial<DocumentFields> | undefined;

/** The number's check digit rules, shown with the other fields' errors (not only once they pass). */
const validDocument = (s: DocumentFields) => documentProblem(s.document_type, s.document_number) === null;
const documentParams = {
  path: ['document_number'],
  when: (payload: { value: unknown }) => {
    const fields = documentOf(payload.value);
    return (
      (fields?.document_type === 'DNI' || fields?.document_type === 'RUC') && typeof fields.document_number === 'string'
    );
  },
  error: (issue: { input: unknown }) => {
    const fields = documentOf(issue.input) as DocumentFields;
    return documentProblem(fields.document_type, fields.document_number) ?? undefined;
  },
};

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Ingrese un correo electrónico válido.'));

export const casillaRegistrationInput = z
  .object({
    ...documentFields,
    /** Names and surnames of a person (DNI), or the business name (RUC). */
    name: text(300, 3),
    email,
    ...newPasswordFields(),
    accepted: z.literal(true, 'Debe aceptar la notificación electrónica para abrir su casilla.'),
  })
  .refine(validDocument, documentParams)
  .refine(confirmationMatches, confirmationIssue);
export type CasillaRegistrationInput = z.input<typeof casillaRegistrationInput>;

export const casillaTokenInput = z.object({ token: z.string().min(20).max(100) });

export const casillaSignInInput = z
  .object({
    ...documentFields,
    password: z.string().min(1, 'Ingrese su contraseña.').max(PASSWORD_MAX_LENGTH),
  })
  .refine(validDocument, documentParams);
export type CasillaSignInInput = z.input<typeof casillaSignInInput>;

export const casillaCodeInput = z.object({
  challenge: z.string().min(20).max(100),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Escriba los 6 dígitos del código.'),
});

export const casillaForgotInput = z.object({ ...documentFields }).refine(validDocument, documentParams);

export const casillaResetInput = z
  .object({ token: z.string().min(20).max(100), ...newPasswordFields() })
  .refine(confirmationMatches, confirmationIssue);

/** `POST …/sessions`: the code went to the account's address, shown masked. */
export const casillaChallengeAnswer = z.object({ challenge: z.string(), email_hint: z.string() });

export const casillaAccount = z.object({
  document_type: z.enum(['DNI', 'RUC']),
  document_number: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.enum(['por_verificar', 'activa', 'suspendida']),
  accepted_at: timestamp(),
});
export type CasillaAccount = z.infer<typeof casillaAccount>;

export const casillaSessionAnswer = z.object({ token: z.string(), account: casillaAccount });

/** A submission of the virtual desk sent with the account's document and address. */
export const casillaSubmission = z.object({
  request_number: z.string(),
  subject: z.string(),
  state: z.string(),
  received_at: timestamp().nullable(),
  /** Once registered: the entry's number and its tracking code. */
  entry_number: z.string().nullable(),
  tracking: z.string().nullable(),
});
export type CasillaSubmission = z.infer<typeof casillaSubmission>;

/** Masks an address for the sign-in page: «r•••@correo.pe». */
export function maskEmail(address: string): string {
  const [user = '', domain = ''] = address.split('@');
  return `${user.slice(0, 1)}•••@${domain}`;
}
