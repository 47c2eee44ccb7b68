/**
 * Document number formats (Configuración → Numeración): literal text plus the tokens
 * {AAAA} four-digit year, {AA} two-digit year, {N…} the sequence zero-padded to as many digits
 * as there are N, and {OFICINA} the office code. The web previews the next number with
 * `formatDocumentNumber`; the server numbers documents with it.
 */

const TOKEN = /\{([^{}]*)\}/g;
const SEQUENCE = /^N+$/;
const LITERAL = /^[A-Za-z0-9\-/_.]*$/;
export const SEQUENCE_MAX_DIGITS = 10;

export interface DocumentNumberParts {
  year: number;
  sequence: number;
  /** Required when the format has {OFICINA}. */
  officeCode?: string | null;
}

export function formatDocumentNumber(format: string, { year, sequence, officeCode }: DocumentNumberParts): string {
  return format.replace(TOKEN, (whole, name: string) => {
    if (name === 'AAAA') return String(year).padStart(4, '0');
    if (name === 'AA') return String(year % 100).padStart(2, '0');
    if (SEQUENCE.test(name)) return String(sequence).padStart(name.length, '0');
    if (name === 'OFICINA') {
      if (!officeCode) throw new Error(`The format ${format} needs an office code.`);
      return officeCode;
    }
    return whole;
  });
}

/**
 * What is wrong with a format, in Spanish (empty when it is valid). Central numbers (entries,
 * outputs) are one sequence for the organisation and must not carry {OFICINA}; supporting
 * documents are numbered per office and must.
 */
export function documentFormatProblems(format: string, { perOffice }: { perOffice: boolean }): string[] {
  const problems: string[] = [];
  const tokens = [...format.matchAll(TOKEN)].map((match) => match[1]!);
  const unknown = tokens.filter((t) => !['AAAA', 'AA', 'OFICINA'].includes(t) && !SEQUENCE.test(t));
  if (unknown.length > 0) {
    problems.push(
      `Marcador desconocido: ${unknown.map((t) => `{${t}}`).join(', ')}. Los marcadores válidos son {AAAA}, {AA}, {NNNN} y {OFICINA}.`,
    );
  }
  if (!LITERAL.test(format.replace(TOKEN, ''))) {
    problems.push('Fuera de los marcadores use solo letras sin tilde, números, guion, barra, punto o guion bajo.');
  }
  const sequences = tokens.filter((t) => SEQUENCE.test(t));
  if (sequences.length === 0) problems.push('Incluya un marcador de correlativo, por ejemplo {NNNNNN}.');
  if (sequences.length > 1) problems.push('Incluya un solo marcador de correlativo.');
  if (sequences.some((t) => t.length > SEQUENCE_MAX_DIGITS)) {
    problems.push(`El correlativo admite como máximo ${SEQUENCE_MAX_DIGITS} dígitos.`);
  }
  if (!tokens.includes('AAAA') && !tokens.includes('AA')) {
    problems.push('Incluya el año ({AAAA} o {AA}): la numeración se reinicia cada año.');
  }
  const hasOffice = tokens.includes('OFICINA');
  if (perOffice && !hasOffice) problems.push('Incluya {OFICINA}: esta numeración es propia de cada oficina.');
  if (!perOffice && hasOffice) problems.push('La numeración central no lleva {OFICINA}.');
  return problems;
}
