/**
 * Document number formats (Configuración → Numeración): literal text plus the tokens
 * {AAAA} four-digit year, {AA} two-digit year, {N…} the sequence zero-padded to as many digits
 * as there are N, and {OFICINA} the office code. The web previews the next number with
 * `formatDocumentNumber`; the server numbers documents with it.
 */

const TOKEN = /\{([^{}]*)\}/g;
const SEQUENCE = /^N+$/;
const LITERAL = /^[A-Za-z0-9\-/_.]*$/;
/** Supporting documents print like the paper they number: `INFORME N.° 012-2026-OAJ`. */
const OFFICE_LITERAL = /^[A-Za-z0-9\-/_. °]*$/;
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
    if (name === 'OFICINA' || name === 'SIGLA') {
      if (!officeCode) throw new Error(`The format ${format} needs an office code.`);
      return officeCode;
    }
    return whole;
  });
}

/**
 * What is wrong with a format, in Spanish (empty when it is valid). Central numbers (entries,
 * outputs) are one sequence for the organisation and must not carry {OFICINA}; supporting
 * documents are numbered per office and must ({OFICINA} or its synonym {SIGLA}); they may also
 * name the document type ({TIPO}, then numbered per type too) and use spaces and «°».
 */
export function documentFormatProblems(format: string, { perOffice }: { perOffice: boolean }): string[] {
  const problems: string[] = [];
  const tokens = [...format.matchAll(TOKEN)].map((match) => match[1]!);
  const known = perOffice ? ['AAAA', 'AA', 'OFICINA', 'SIGLA', 'TIPO'] : ['AAAA', 'AA', 'OFICINA'];
  const unknown = tokens.filter((t) => !known.includes(t) && !SEQUENCE.test(t));
  if (unknown.length > 0) {
    const valid = perOffice ? '{AAAA}, {AA}, {NNNN}, {OFICINA}, {SIGLA} y {TIPO}' : '{AAAA}, {AA}, {NNNN} y {OFICINA}';
    problems.push(
      `Marcador desconocido: ${unknown.map((t) => `{${t}}`).join(', ')}. Los marcadores válidos son ${valid}.`,
    );
  }
  if (!(perOffice ? OFFICE_LITERAL : LITERAL).test(format.replace(TOKEN, ''))) {
    problems.push(
      perOffice
        ? 'Fuera de los marcadores use solo letras sin tilde, números, espacios, «°», guion, barra, punto o guion bajo.'
        : 'Fuera de los marcadores use solo letras sin tilde, números, guion, barra, punto o guion bajo.',
    );
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
  const hasOffice = tokens.includes('OFICINA') || (perOffice && tokens.includes('SIGLA'));
  if (perOffice && !hasOffice) problems.push('Incluya {OFICINA}: esta numeración es propia de cada oficina.');
  if (!perOffice && hasOffice) problems.push('La numeración central no lleva {OFICINA}.');
  return problems;
}
