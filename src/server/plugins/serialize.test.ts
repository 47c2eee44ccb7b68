import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseShapeError, responseSerializerCompiler } from './serialize';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/v1/x', httpStatus: '200' });

describe('response serializer', () => {
  const record = z.object({ id: z.number(), at: z.string(), office: z.object({ id: z.number() }).nullable() });

  it('sends only the declared fields, at every depth, with dates as JSON writes them', () => {
    const at = new Date('2026-11-28T10:00:00.000Z');
    const body = serializerFor(record)({ id: 1, at, password_hash: 'x', office: { id: 2, secret: 's' } });
    expect(JSON.parse(body)).toEqual({ id: 1, at: '2026-11-28T10:00:00.000Z', office: { id: 2 } });
  });

  it('refuses an answer that does not match its schema', () => {
    expect(() => serializerFor(record)({ id: 'one', at: 'x', office: null })).toThrow(ResponseShapeError);
  });
});
