/** Numbers a person reads have one format (src/shared/numbers.ts): no file formats them by hand. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('number format', () => {
  it('is the only number formatter in the code: no toFixed, toLocaleString or Intl.NumberFormat elsewhere', () => {
    const pattern = String.raw`\.toFixed\(|\.toLocaleString\(|Intl\.NumberFormat`;
    const grep = spawnSync(
      'git',
      [
        'grep',
        '--untracked',
        '-n',
        '-E',
        pattern,
        '--',
        'src',
        ':!src/shared/numbers.ts',
        ':!*.test.ts',
        ':!*.test.tsx',
      ],
      { encoding: 'utf8' },
    );
    const found = grep.stdout.trim();
    expect(found, 'use @shared/numbers').toBe('');
  });
});
