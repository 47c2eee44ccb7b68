import { describe, expect, it } from 'vitest';
import { findRaceServer } from './races';

describe('finding a PostgreSQL server to race on', () => {
  it('answers null, not an error, when nothing listens', async () => {
    expect(await findRaceServer('postgres://postgres@127.0.0.1:1/test')).toBeNull();
  });
});
