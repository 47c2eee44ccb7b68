/** Numbering with a scope (organisation, office, office and type) and the docs/domain.md §1 format tokens. */
import { expect, it } from 'vitest';
import { offices } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { expandTokens, registrationNumber, sequenceScope } from './registration-number';

it('expands {SIGLA} and {TIPO} and keys each scope apart', () => {
  expect(expandTokens('{TIPO} N.° {NNN}-{AAAA}-{SIGLA}', { name: 'Informe' })).toBe(
    'INFORME N.° {NNN}-{AAAA}-{OFICINA}',
  );
  expect(() => expandTokens('{TIPO}-{NNN}', undefined)).toThrow();
  expect(sequenceScope({ officeId: 7 })).toBe('');
  expect(sequenceScope({ scope: 'office', officeId: 7 })).toBe('7');
  expect(sequenceScope({ scope: 'office-type', officeId: 7, type: { id: 3, name: 'Informe' } })).toBe('7:3');
});

describeEachDatabase('registration numbers with a scope', (ctx) => {
  it('counts per office and per office and type, each from 1, formatted with the tokens', async () => {
    const { database } = ctx();
    const all = await database.db.select().from(offices);
    const oaj = all.find((o) => o.code === 'OAJ')!;
    const gaf = all.find((o) => o.code === 'GAF')!;
    const at = new Date('2026-11-24T15:00:00Z');
    const informe = { id: 1, name: 'Informe' };
    const oficio = { id: 2, name: 'Oficio' };
    const numbers = await database.db.transaction(async (tx) => {
      const take = (officeId: number, type: { id: number; name: string }) =>
        registrationNumber(tx, {
          kind: 'supporting-outputs',
          scope: 'office-type',
          format: '{TIPO} N.° {NNN}-{AAAA}-{SIGLA}',
          officeId,
          at,
          type,
        });
      const perOffice = (officeId: number) =>
        registrationNumber(tx, { kind: 'transfers', scope: 'office', format: 'TR-{AAAA}-{NNN}', officeId, at });
      return [
        (await take(oaj.id, informe)).number,
        (await take(oaj.id, informe)).number,
        (await take(oaj.id, oficio)).number,
        (await take(gaf.id, informe)).number,
        (await perOffice(oaj.id)).number,
        (await perOffice(gaf.id)).number,
        (await perOffice(oaj.id)).number,
      ];
    });
    expect(numbers).toEqual([
      'INFORME N.° 001-2026-OAJ',
      'INFORME N.° 002-2026-OAJ',
      'OFICIO N.° 001-2026-OAJ',
      'INFORME N.° 001-2026-GAF',
      'TR-2026-001',
      'TR-2026-001',
      'TR-2026-002',
    ]);
  });
});
