/**
 * The signed link of an observed submission's correction: the submission's id and how many times
 * it was corrected, with an HMAC (the desk key). A new correction makes older links stop working.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (key: Buffer, id: number, corrections: number) =>
  createHmac('sha256', key).update(`correct:${id}:${corrections}`).digest('base64url');

export const correctionToken = (key: Buffer, id: number, corrections: number) =>
  `${id}.${corrections}.${sign(key, id, corrections)}`;

/** The submission and correction count a token names, or null when it is not one we signed. */
export function readCorrectionToken(key: Buffer, token: string): { id: number; corrections: number } | null {
  const match = /^(\d{1,10})\.(\d{1,4})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const corrections = Number(match[2]);
  const expected = Buffer.from(sign(key, id, corrections));
  const given = Buffer.from(match[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, corrections } : null;
}
