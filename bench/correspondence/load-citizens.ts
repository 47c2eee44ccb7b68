/**
 * Citizens built in JavaScript (the RUC needs its check digit) and sent in batches as arrays that
 * one `INSERT … SELECT FROM unnest(…)` spreads into rows. Every tenth is a company (RUC 20…).
 */
import { rucCheckDigit } from '@shared/ruc';
import type pg from 'pg';
import { COMPANY_KINDS, COMPANY_NAMES, DISTRICTS, NAMES, STREETS, SURNAMES } from './words';

const BATCH = 10_000;

/** A deterministic pseudo-random pick, so every load has the same citizens. */
const pick = <T>(list: readonly T[], i: number, salt: number): T =>
  list[((i * 2654435761 + salt * 40503) >>> 0) % list.length]!;

const COLUMNS = [
  'person_type',
  'document_type',
  'document_number',
  'names',
  'surnames',
  'business_name',
  'email',
  'phone',
  'address',
  'district',
  'province',
  'department',
] as const;

type CitizenRow = Record<(typeof COLUMNS)[number], string | null>;

/** Citizen `i` (1-based; its id on a fresh database). Companies are the ids divisible by 10. */
export function citizen(i: number): CitizenRow {
  const district = pick(DISTRICTS, i, 7);
  const place = {
    address: i % 5 === 0 ? null : `${pick(STREETS, i, 8)} ${100 + (i % 1900)}`,
    district,
    province: 'Lima',
    department: 'Lima',
  };
  if (i % 10 === 0) {
    const firstTen = `20${String(i).padStart(8, '0')}`;
    return {
      person_type: 'JURIDICA',
      document_type: 'RUC',
      document_number: `${firstTen}${rucCheckDigit(firstTen)}`,
      names: null,
      surnames: null,
      business_name: `${pick(COMPANY_KINDS, i, 1)} ${pick(COMPANY_NAMES, i, 2)} ${i} S.A.C.`,
      email: `mesadepartes${i}@empresa.pe`,
      phone: `01${String(4_000_000 + i).slice(-7)}`,
      ...place,
    };
  }
  return {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: String(10_000_000 + i),
    names: `${pick(NAMES, i, 3)} ${pick(NAMES, i, 4)}`,
    surnames: `${pick(SURNAMES, i, 5)} ${pick(SURNAMES, i, 6)}`,
    business_name: null,
    email: i % 3 === 0 ? `vecino${i}@correo.pe` : null,
    phone: i % 4 === 0 ? null : `9${String(10_000_000 + i * 7).slice(-8)}`,
    ...place,
  };
}

export async function loadCitizens(c: pg.Client, total: number): Promise<void> {
  const list = COLUMNS.join(', ');
  const arrays = COLUMNS.map((_, k) => `$${k + 1}::text[]`).join(', ');
  for (let from = 1; from <= total; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - from + 1) }, (_, k) => citizen(from + k));
    await c.query(
      `insert into citizens (${list}) select * from unnest(${arrays})`,
      COLUMNS.map((column) => rows.map((r) => r[column])),
    );
  }
}
