/**
 * zod with Spanish messages a clerk can read. Server and web import `z` from here so that a
 * field error reads the same in the form and in the API answer.
 */
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue & { origin?: string }, minimum: boolean, bound: unknown): string {
  const n = Number(bound);
  switch (issue.origin) {
    case 'string':
      return minimum
        ? n <= 1
          ? 'Este campo es obligatorio.'
          : `Debe tener al menos ${n} caracteres.`
        : `Debe tener como máximo ${n} caracteres.`;
    case 'array':
    case 'set':
      return minimum ? `Seleccione al menos ${n}.` : `Seleccione como máximo ${n}.`;
    case 'file':
      return minimum ? 'El archivo está vacío.' : `El archivo supera el tamaño máximo de ${n} bytes.`;
    default:
      return minimum ? `Debe ser mayor o igual a ${n}.` : `Debe ser menor o igual a ${n}.`;
  }
}

export function spanishError(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Este campo es obligatorio.';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Debe ser un número.';
      if (issue.expected === 'date') return 'Ingrese una fecha válida.';
      if (issue.expected === 'boolean') return 'Debe ser verdadero o falso.';
      return 'El valor no tiene el tipo esperado.';
    case 'too_small':
      return sizeMessage(issue, true, issue.minimum);
    case 'too_big':
      return sizeMessage(issue, false, issue.maximum);
    case 'invalid_format':
      if (issue.format === 'email') return 'Ingrese un correo electrónico válido.';
      if (issue.format === 'url') return 'Ingrese una dirección web válida.';
      if (issue.format === 'uuid') return 'Identificador no válido.';
      if (issue.format === 'date' || issue.format === 'datetime') return 'Ingrese una fecha válida.';
      return 'El formato no es válido.';
    case 'invalid_value':
      return 'Seleccione una opción válida.';
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Campo no permitido: ${issue.keys.join(', ')}.`;
    default:
      return 'El valor no es válido.';
  }
}

z.config({ localeError: (issue) => spanishError(issue) });

export { z };

/** The largest PostgreSQL `integer`: ids, counters and versions never exceed it. */
export const MAX_INT = 2_147_483_647;

/** NUL (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (no character at all). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSAFE_TEXT_MESSAGE = 'Contiene caracteres no permitidos.';

export function isSafeText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

/** A string free of NUL and lone surrogates, bounded to `max` characters. */
export const safeString = (max: number) => z.string().max(max).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** A trimmed, bounded text field; `min` 1 makes it required. */
export const text = (max: number, min = 0) =>
  z.string().trim().min(min).max(max).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** An optional text field that turns "" into null, as clearable form inputs send it. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));

/** A record id in a JSON body: a positive PostgreSQL `integer`. */
export const id = () => z.number().int().positive().max(MAX_INT);

/** The optimistic-lock version a write was read at: every update and transition body spreads it. */
export const versioned = { version: id() };

/** A bounded integer in a JSON body (counts, versions…). */
export const int = (min = 0, max = MAX_INT) => z.number().int().min(min).max(max);

const DIGITS = /^(0|[1-9][0-9]{0,9})$/;

/**
 * An integer in a query string: plain decimal digits only (`0x10`, `1e1`, `+1`, `01`, ` 1 ` are
 * refused, not coerced), bounded by `min`/`max`.
 */
export const queryInt = (min = 0, max = MAX_INT) =>
  z
    .string()
    .max(10)
    .regex(DIGITS, 'Debe ser un número entero.')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A record id in a query string (`?office_id=3`). */
export const queryId = () => queryInt(1);

/** Years PostgreSQL and every date computation in Folio handle (no year 0, no 5-digit years). */
const MIN_YEAR = 1000;
const yearInRange = (value: string) => Number(value.slice(0, 4)) >= MIN_YEAR;

/** `AAAA-MM-DD`, a real calendar day from year 1000 on. */
export const isoDate = (message = 'Ingrese una fecha válida.') => z.iso.date({ message }).refine(yearInRange, message);

/** An ISO 8601 date-time with its offset, from year 1000 on. */
export const isoDateTime = (message = 'Ingrese una fecha y hora válidas.') =>
  z.iso.datetime({ offset: true, message }).refine(yearInRange, message);
