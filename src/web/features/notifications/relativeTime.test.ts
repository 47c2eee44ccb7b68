import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date('2026-05-12T15:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime (Spanish)', () => {
  it('says "ahora" under a minute, and for a clock slightly ahead', () => {
    expect(relativeTime(ago(0), now)).toBe('ahora');
    expect(relativeTime(ago(30), now)).toBe('ahora');
    expect(relativeTime(ago(-60), now)).toBe('ahora');
  });

  it('counts minutes, hours, days, weeks, months and years', () => {
    expect(relativeTime(ago(50), now)).toBe('hace 50 segundos');
    expect(relativeTime(ago(5 * 60), now)).toBe('hace 5 minutos');
    expect(relativeTime(ago(59.8 * 60), now)).toBe('hace 1 hora');
    expect(relativeTime(ago(3 * 3600), now)).toBe('hace 3 horas');
    expect(relativeTime(ago(24 * 3600), now)).toBe('ayer');
    expect(relativeTime(ago(2 * 86400), now)).toBe('anteayer');
    expect(relativeTime(ago(4 * 86400), now)).toBe('hace 4 días');
    expect(relativeTime(ago(14 * 86400), now)).toBe('hace 2 semanas');
    expect(relativeTime(ago(60 * 86400), now)).toBe('hace 2 meses');
    expect(relativeTime(ago(400 * 86400), now)).toBe('el año pasado');
  });

  it('takes the API’s ISO strings and shrugs at garbage', () => {
    expect(relativeTime('2026-05-12T14:55:00.000Z', now)).toBe('hace 5 minutos');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
