import { describe, expect, it } from 'vitest';
import { readableChanges } from './HistoryPanel';

const labels = { number: 'Número', subject: 'Asunto', summary: 'Resumen', year: 'Año', version: 'Versión' };

describe('readableChanges', () => {
  it('shows a creation without internal fields, raw keys or what was left empty', () => {
    const changes = {
      id: [null, 7],
      version: [null, 1],
      year: [null, 2026],
      sequence: [null, 12],
      kind: [null, 'entry'],
      tracking_salt: [null, 'x9'],
      number: [null, 'ING-2026-000012'],
      subject: [null, 'Licencia'],
      summary: [null, null],
    } as Record<string, [unknown, unknown]>;
    expect(readableChanges({ action: 'create', changes }, labels, []).map(([field]) => field)).toEqual([
      'number',
      'subject',
    ]);
  });

  it('keeps an edit that empties a field, and hides what the caller hides', () => {
    const changes = { summary: ['Antes', null], subject: ['A', 'B'] } as Record<string, [unknown, unknown]>;
    expect(readableChanges({ action: 'update', changes }, labels, ['subject']).map(([field]) => field)).toEqual([
      'summary',
    ]);
  });
});
