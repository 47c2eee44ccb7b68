import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asJson, ResponseShapeError, responseSerializerCompiler } from './serialize';

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

  it('turns a value into what a JSON round trip gives, without the text', () => {
    const value = {
      at: new Date('2026-11-28T10:00:00.000Z'),
      invalid: new Date(Number.NaN),
      missing: undefined,
      run: () => 1,
      counts: [1, undefined, Number.NaN, Number.POSITIVE_INFINITY, () => 2, null],
      nested: { text: 'Oficina «OAJ»', yes: true, no: false, zero: 0, own: { toJSON: () => ({ kind: 'own' }) } },
      list: [{ at: new Date(0) }, [new Date(1)]],
    };
    expect(asJson(value)).toEqual(JSON.parse(JSON.stringify(value)));
    expect(asJson(value)).toEqual({
      at: '2026-11-28T10:00:00.000Z',
      invalid: null,
      counts: [1, null, null, null, null, null],
      nested: { text: 'Oficina «OAJ»', yes: true, no: false, zero: 0, own: { kind: 'own' } },
      list: [{ at: '1970-01-01T00:00:00.000Z' }, ['1970-01-01T00:00:00.001Z']],
    });
    expect(asJson(undefined)).toBeUndefined();
  });
});
