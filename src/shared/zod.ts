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

/** A trimmed, bounded text field; `min` 1 makes it required. */
export const text = (max: number, min = 0) => z.string().trim().min(min).max(max);

/** An optional text field that turns "" into null, as clearable form inputs send it. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
