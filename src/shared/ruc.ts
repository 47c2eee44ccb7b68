/**
 * Peruvian taxpayer number (RUC, SUNAT): 11 digits, a type prefix (10 personas naturales,
 * 15 y 17 casos especiales, 16 no domiciliados, 20 personas jurídicas) and a modulo-11 check digit.
 */

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const PREFIXES = ['10', '15', '16', '17', '20'] as const;

/** The check digit SUNAT computes for the first ten digits of a RUC. */
export function rucCheckDigit(firstTen: string): number {
  if (!/^\d{10}$/.test(firstTen)) throw new RangeError('Se esperaban 10 dígitos.');
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstTen[i]), 0);
  return (11 - (sum % 11)) % 10;
}

/** Why a RUC is not valid, in Spanish, or null when it is. */
export function rucProblem(ruc: string): string | null {
  if (!/^\d{11}$/.test(ruc)) return 'El RUC debe tener 11 dígitos.';
  if (!PREFIXES.some((prefix) => ruc.startsWith(prefix))) return 'El RUC debe empezar con 10, 15, 16, 17 o 20.';
  if (rucCheckDigit(ruc.slice(0, 10)) !== Number(ruc[10])) return 'El dígito verificador del RUC no es válido.';
  return null;
}

export const isValidRuc = (ruc: string): boolean => rucProblem(ruc) === null;
