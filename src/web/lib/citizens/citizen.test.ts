import { describe, expect, it } from 'vitest';
import { CITIZEN_DEFAULTS, citizenDraft } from './citizen';

describe('citizenDraft', () => {
  it('starts a natural person with the DNI searched in vain', () => {
    expect(citizenDraft(' 4512 7890 ')).toEqual({ ...CITIZEN_DEFAULTS, document_number: '45127890' });
  });

  it('starts a legal person with a RUC beginning with 20, a natural one otherwise', () => {
    expect(citizenDraft('20601234561')).toMatchObject({
      person_type: 'JURIDICA',
      document_type: 'RUC',
      document_number: '20601234561',
    });
    expect(citizenDraft('10451278901')).toMatchObject({ person_type: 'NATURAL', document_type: 'RUC' });
  });

  it('starts an empty form from a name or nothing', () => {
    expect(citizenDraft('Núñez')).toBe(CITIZEN_DEFAULTS);
    expect(citizenDraft('')).toBe(CITIZEN_DEFAULTS);
  });
});
