import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('highlight', () => {
  it('marks every word ignoring accents and case', () => {
    expect(highlight('Resolución del Puente', ['resolucion', 'PUENTE'])).toEqual([
      { text: 'Resolución', match: true },
      { text: ' del ', match: false },
      { text: 'Puente', match: true },
    ]);
  });

  it('marks a typed accent on an unaccented text and leaves a text without the words whole', () => {
    expect(highlight('ING-2026-000123 Chilca', ['chílca'])).toEqual([
      { text: 'ING-2026-000123 ', match: false },
      { text: 'Chilca', match: true },
    ]);
    expect(highlight('Oficio', ['lote'])).toEqual([{ text: 'Oficio', match: false }]);
    expect(highlight('', ['lote'])).toEqual([]);
  });
});
