import { describe, expect, it } from 'vitest';
import { isValidRuc, rucCheckDigit, rucProblem } from './ruc';

describe('RUC check digit (SUNAT modulo 11)', () => {
  it('accepts real RUCs of companies and persons', () => {
    expect(isValidRuc('20131312955')).toBe(true); // SUNAT
    expect(isValidRuc('20100070970')).toBe(true);
    expect(isValidRuc('10467793549')).toBe(true);
  });

  it('maps the remainders 0 and 1 to the digits 1 and 0', () => {
    expect(rucCheckDigit('2010000013')).toBe(1);
    expect(rucCheckDigit('2010000005')).toBe(0);
    expect(isValidRuc('20100000131')).toBe(true);
    expect(isValidRuc('20100000050')).toBe(true);
  });

  it('says in Spanish what is wrong', () => {
    expect(rucProblem('20131312954')).toBe('El dígito verificador del RUC no es válido.');
    expect(rucProblem('2013131295')).toBe('El RUC debe tener 11 dígitos.');
    expect(rucProblem('2013131295A')).toBe('El RUC debe tener 11 dígitos.');
    expect(rucProblem('30131312955')).toBe('El RUC debe empezar con 10, 15, 16, 17 o 20.');
    expect(rucProblem('20131312955')).toBeNull();
  });
});
