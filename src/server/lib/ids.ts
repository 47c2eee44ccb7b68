/**
 * Record ids in paths and query strings: plain decimal digits within PostgreSQL's `integer`.
 * `0x10`, `1e1`, `+1`, `01` or ` 1 ` name no record, so they never reach one by coercion.
 */
import { MAX_INT } from '@shared/zod';
import { z } from 'zod';
import { notFound } from './errors';

const DIGITS = /^[1-9][0-9]{0,9}$/;

export const idParams = z.object({ id: z.string().max(12) });

/** A path id → number; anything else is simply a record that does not exist: 404, not 422. */
export function parseId(raw: string): number {
  if (!DIGITS.test(raw)) throw notFound();
  const id = Number(raw);
  if (id > MAX_INT) throw notFound();
  return id;
}
