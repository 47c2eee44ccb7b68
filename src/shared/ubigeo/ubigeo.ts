/**
 * Ubigeo: where in Peru an address is, as INEI's 6-digit code of its distrito (2 digits of the
 * departamento, 2 of the provincia, 2 of the distrito). The list is `inei-2025.ts` (its source
 * and date in README.md next to it); this file reads it for forms, the API and the seed.
 */
import { z } from '../zod';
import { DEPARTMENTS, DISTRICTS, PROVINCES } from './inei-2025';

export const UBIGEO_SOURCE = 'INEI, Directorio Nacional de Municipalidades 2025';

export interface UbigeoOption {
  code: string;
  name: string;
}

export interface UbigeoPlace {
  department: string;
  province: string;
  district: string;
}

/** By code: an object lists keys such as "150101" (integers) before "010101", so order them. */
const sorted = (entries: Readonly<Record<string, string>>): UbigeoOption[] =>
  Object.entries(entries)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => (a.code < b.code ? -1 : 1));

const LEVELS = { departments: sorted(DEPARTMENTS), provinces: sorted(PROVINCES), districts: sorted(DISTRICTS) };

const options = (level: UbigeoOption[], prefix: string): UbigeoOption[] =>
  level.filter((o) => o.code.startsWith(prefix));

export const isUbigeo = (code: string): boolean => Object.hasOwn(DISTRICTS, code);

/** The 25 departamentos (Callao included), by code. */
export const departmentOptions = (): UbigeoOption[] => options(LEVELS.departments, '');

/** The provincias of a departamento (2 digits). */
export const provinceOptions = (department: string): UbigeoOption[] =>
  /^\d{2}$/.test(department) ? options(LEVELS.provinces, department) : [];

/** The distritos of a provincia (4 digits). */
export const districtOptions = (province: string): UbigeoOption[] =>
  /^\d{4}$/.test(province) ? options(LEVELS.districts, province) : [];

/** The names of a distrito's three levels, or null for a code not in the list. */
export function ubigeoPlace(code: string | null | undefined): UbigeoPlace | null {
  if (!code || !isUbigeo(code)) return null;
  return {
    department: DEPARTMENTS[code.slice(0, 2)] ?? '',
    province: PROVINCES[code.slice(0, 4)] ?? '',
    district: DISTRICTS[code] ?? '',
  };
}

/** «Miraflores, Lima, Lima»: distrito, provincia, departamento; null for an unknown code. */
export function ubigeoLabel(code: string | null | undefined): string | null {
  const place = ubigeoPlace(code);
  return place && `${place.district}, ${place.province}, ${place.department}`;
}

/** Lower case without accents, single spaces: how typed names are compared. */
export const foldName = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The codes of the distritos whose name contains `typed` (accents and case ignored), at most `limit`. */
export function searchDistricts(typed: string, limit = Number.POSITIVE_INFINITY): string[] {
  const needle = foldName(typed);
  if (!needle) return [];
  const found: string[] = [];
  for (const { code, name } of LEVELS.districts) {
    if (foldName(name).includes(needle)) found.push(code);
    if (found.length >= limit) break;
  }
  return found;
}

/** An optional ubigeo in a JSON body: "" and null are none; anything else must be in the list. */
export const ubigeoInput = z
  .string()
  .trim()
  .max(6)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isUbigeo(v), 'Elija un distrito de la lista del INEI.');
