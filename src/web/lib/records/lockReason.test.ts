import { describe, expect, it } from 'vitest';
import { lockReason } from './lockReason';

const reason = lockReason(
  { one: 'la salida', all: 'las salidas' },
  { registrado: 'Registrado', en_despacho: 'En despacho' },
);

describe('lockReason', () => {
  it('names the state a document has left registration for', () => {
    expect(reason({ number: 'SAL-2026-000045', state: 'en_despacho' })).toBe(
      'La salida SAL-2026-000045 ya no puede editarse porque su estado es «En despacho»; solo se editan las salidas en estado «Registrado».',
    );
  });

  it('says a registered one is not the user’s to edit', () => {
    expect(reason({ number: 'SAL-2026-000045', state: 'registrado' })).toBe(
      'No tiene permiso para editar la salida SAL-2026-000045.',
    );
  });
});
