import { describe, expect, it } from 'vitest';
import { type RepliedEntry, replySubject } from './reply';

const entry = (subject: string) => ({ subject }) as RepliedEntry;

describe('replySubject', () => {
  it('reads naturally whatever the subject begins with', () => {
    expect(replySubject(entry('Solicita licencia de funcionamiento'))).toBe(
      'Respuesta a: Solicita licencia de funcionamiento',
    );
    expect(replySubject(entry('el oficio N.° 12-2026'))).toBe('Respuesta a: el oficio N.° 12-2026');
  });

  it('does not prefix a reply to a reply twice', () => {
    expect(replySubject(entry('Respuesta a: Solicita copia'))).toBe('Respuesta a: Solicita copia');
    expect(replySubject(entry('respuesta a su carta'))).toBe('Respuesta a: su carta');
  });
});
