import { describe, expect, it } from 'vitest';
import { workingDaysBetween } from '../working-days';
import { trafficLight } from './dashboard';

// Monday 8 June 2026 is a holiday; 6 and 7 are the weekend.
const calendar = { workingDays: [1, 2, 3, 4, 5], holidays: [{ date: '2026-06-08' }] };

describe('workingDaysBetween', () => {
  it('counts the working days after the start up to the day, skipping the weekend and holidays', () => {
    expect(workingDaysBetween('2026-06-05', '2026-06-10', calendar)).toBe(2);
    expect(workingDaysBetween('2026-06-05', '2026-06-08', calendar)).toBe(0);
    expect(workingDaysBetween('2026-06-10', '2026-06-10', calendar)).toBe(0);
    expect(workingDaysBetween('2026-06-10', '2026-06-01', calendar)).toBe(0);
    // A date-time counts from its day in Lima: 23:30 on the 5th there is the 6th in UTC.
    expect(workingDaysBetween(new Date('2026-06-06T04:30:00Z'), '2026-06-09', calendar)).toBe(1);
  });
});

describe('trafficLight', () => {
  it('is green under half the term, amber up to the due date and red past it', () => {
    // The start (first argument) is what the due date was computed from; the light reads only the
    // term and the due date.
    const term = (_start: string, days: number, due: string) => ({ term: days, due });
    expect(trafficLight(term('2026-06-05', 5, '2026-06-15'), '2026-06-10', calendar)).toBe('verde');
    expect(trafficLight(term('2026-06-04', 4, '2026-06-11'), '2026-06-10', calendar)).toBe('ambar');
    expect(trafficLight(term('2026-06-09', 1, '2026-06-10'), '2026-06-10', calendar)).toBe('ambar');
    expect(trafficLight(term('2026-06-10', 0, '2026-06-10'), '2026-06-10', calendar)).toBe('ambar');
    expect(trafficLight(term('2026-06-03', 3, '2026-06-09'), '2026-06-10', calendar)).toBe('rojo');
    // Due Friday: on Saturday no working day was added, yet the term has passed.
    expect(trafficLight(term('2026-06-01', 4, '2026-06-05'), '2026-06-06', calendar)).toBe('rojo');
    // Exactly half used is amber.
    expect(trafficLight(term('2026-06-09', 2, '2026-06-11'), '2026-06-10', calendar)).toBe('ambar');
  });

  it('follows the stored due date when the term started after the day received', () => {
    // Received Tuesday 9 June after hours, counted from Wednesday 10: 2 working days, due Friday 12.
    // On Wednesday nothing of the term is used yet (green), where counting from the 9th would
    // already call half of it used (amber).
    const received = { term: 2, due: '2026-06-12' };
    expect(trafficLight(received, '2026-06-10', calendar)).toBe('verde');
    expect(trafficLight(received, '2026-06-11', calendar)).toBe('ambar');
  });
});
