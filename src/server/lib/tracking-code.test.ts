import { CODE_ALPHABET, formatCode, normalizeCode, trackingLookupInput } from '@shared/schemas/tracking';
import { describe, expect, it } from 'vitest';
import { sameCode, trackingCode } from './tracking-code';

const SECRET = 'a-secret-for-the-tests-only';

describe('trackingCode', () => {
  it('is 8 characters of Crockford base 32, the same every time for the same entry', () => {
    const code = trackingCode(SECRET, { id: 12, number: 'ING-2026-000012' });
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    expect(trackingCode(SECRET, { id: 12, number: 'ING-2026-000012' })).toBe(code);
  });

  it('changes with the id, the number and the secret', () => {
    const code = trackingCode(SECRET, { id: 12, number: 'ING-2026-000012' });
    expect(trackingCode(SECRET, { id: 13, number: 'ING-2026-000012' })).not.toBe(code);
    expect(trackingCode(SECRET, { id: 12, number: 'ING-2026-000013' })).not.toBe(code);
    expect(trackingCode(`${SECRET}!`, { id: 12, number: 'ING-2026-000012' })).not.toBe(code);
  });

  it('spreads over the alphabet (no character stuck)', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 400; id++)
      for (const c of trackingCode(SECRET, { id, number: `ING-2026-${id}` })) seen.add(c);
    expect(seen.size).toBe(32);
  });
});

describe('sameCode', () => {
  it('accepts only the very code', () => {
    expect(sameCode('7K3M9QXD', '7K3M9QXD')).toBe(true);
    expect(sameCode('7K3M9QXD', '7K3M9QXE')).toBe(false);
    expect(sameCode('7K3M9QXD', '7K3M9QX')).toBe(false);
    expect(sameCode('7K3M9QXD', '')).toBe(false);
  });
});

describe('what a person types', () => {
  it('forgives case, spaces, dashes and the letters read as digits', () => {
    expect(normalizeCode(' 7k3m-9qxd ')).toBe('7K3M9QXD');
    expect(normalizeCode('io0l-ILOo')).toBe('10011100');
    expect(formatCode('7K3M9QXD')).toBe('7K3M-9QXD');
  });

  it('says what is missing or wrong, field by field', () => {
    const empty = trackingLookupInput.safeParse({ number: ' ', codigo: '' });
    expect(empty.success).toBe(false);
    const messages = Object.fromEntries((empty.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      number: 'Ingrese el número de registro.',
      codigo: 'Ingrese el código de verificación.',
    });
    const short = trackingLookupInput.safeParse({ number: 'ing-2026-000001', codigo: 'ABC-U' });
    expect(short.error?.issues.map((i) => i.message)).toEqual(['El código tiene 8 caracteres (letras y números).']);
    expect(trackingLookupInput.parse({ number: ' ing-2026-000001 ', codigo: 'gg rm-xsmr' })).toEqual({
      number: 'ING-2026-000001',
      codigo: 'GGRMXSMR',
    });
  });
});
