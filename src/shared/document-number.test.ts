import { describe, expect, it } from 'vitest';
import { documentFormatProblems, formatDocumentNumber } from './document-number';

describe('document number formats', () => {
  it('previews numbers from the default formats', () => {
    expect(formatDocumentNumber('ING-{AAAA}-{NNNNNN}', { year: 2026, sequence: 123 })).toBe('ING-2026-000123');
    expect(formatDocumentNumber('SAL-{AAAA}-{NNNNNN}', { year: 2026, sequence: 45 })).toBe('SAL-2026-000045');
    expect(formatDocumentNumber('{OFICINA}-ING-{AAAA}-{NNNN}', { year: 2026, sequence: 7, officeCode: 'OAJ' })).toBe(
      'OAJ-ING-2026-0007',
    );
  });

  it('writes two-digit years, and never cuts a sequence longer than its width', () => {
    expect(formatDocumentNumber('E{AA}/{NNN}', { year: 2005, sequence: 9 })).toBe('E05/009');
    expect(formatDocumentNumber('E{AA}/{NNN}', { year: 2026, sequence: 12345 })).toBe('E26/12345');
  });

  it('needs the office code when the format has {OFICINA}', () => {
    expect(() => formatDocumentNumber('{OFICINA}-{AAAA}-{NNNN}', { year: 2026, sequence: 1 })).toThrow();
  });

  it('accepts valid formats', () => {
    expect(documentFormatProblems('ING-{AAAA}-{NNNNNN}', { perOffice: false })).toEqual([]);
    expect(documentFormatProblems('{OFICINA}/{AA}/{NNNN}', { perOffice: true })).toEqual([]);
    expect(documentFormatProblems('{TIPO} N.° {NNN}-{AAAA}-{SIGLA}', { perOffice: true })).toEqual([]);
  });

  it('keeps {TIPO}, {SIGLA}, spaces and «°» to the per-office formats', () => {
    expect(documentFormatProblems('{TIPO} N.° {NNN}-{AAAA}', { perOffice: false })).toEqual([
      'Marcador desconocido: {TIPO}. Los marcadores válidos son {AAAA}, {AA}, {NNNN} y {OFICINA}.',
      'Fuera de los marcadores use solo letras sin tilde, números, guion, barra, punto o guion bajo.',
    ]);
    expect(documentFormatProblems('{TIPO} N.° {NNN}-{AAAA}', { perOffice: true })).toEqual([
      'Incluya {OFICINA}: esta numeración es propia de cada oficina.',
    ]);
    expect(formatDocumentNumber('N.° {NNN}-{AAAA}-{SIGLA}', { year: 2026, sequence: 12, officeCode: 'OAJ' })).toBe(
      'N.° 012-2026-OAJ',
    );
  });

  it('explains in Spanish what a format lacks or has too much of', () => {
    expect(documentFormatProblems('ING-{AAAA}', { perOffice: false })).toEqual([
      'Incluya un marcador de correlativo, por ejemplo {NNNNNN}.',
    ]);
    expect(documentFormatProblems('{NNN}-{AAAA}-{NN}', { perOffice: false })).toEqual([
      'Incluya un solo marcador de correlativo.',
    ]);
    expect(documentFormatProblems('ING-{NNNNNN}', { perOffice: false })).toEqual([
      'Incluya el año ({AAAA} o {AA}): la numeración se reinicia cada año.',
    ]);
    expect(documentFormatProblems('ING-{AAAA}-{NNNNNNNNNNN}', { perOffice: false })).toEqual([
      'El correlativo admite como máximo 10 dígitos.',
    ]);
    expect(documentFormatProblems('ING-{AÑO}-{NNNN}', { perOffice: false })[0]).toMatch(
      /^Marcador desconocido: \{AÑO\}/,
    );
    expect(documentFormatProblems('ING {AAAA} {NNNN}', { perOffice: false })).toEqual([
      'Fuera de los marcadores use solo letras sin tilde, números, guion, barra, punto o guion bajo.',
    ]);
    expect(documentFormatProblems('ING-{AAAA}-{NNNN}', { perOffice: true })).toEqual([
      'Incluya {OFICINA}: esta numeración es propia de cada oficina.',
    ]);
    expect(documentFormatProblems('{OFICINA}-{AAAA}-{NNNN}', { perOffice: false })).toEqual([
      'La numeración central no lleva {OFICINA}.',
    ]);
  });
});
