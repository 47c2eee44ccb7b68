/**
 * The web shows days and moments only through `lib/dates` (`formatDate`, `formatDayTime`): cutting
 * a timestamp's first ten characters gives its UTC day, which after 19:00 in Lima is tomorrow.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(__dirname, '..');
const CUTS = /\.(slice|substring|substr)\(\s*0\s*,\s*10\s*\)/;
const OTHER_FORMATTERS = /\.toLocale(Date)?String\(|\bnew Intl\.DateTimeFormat\(/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one way to show dates in the web', () => {
  it('never cuts a timestamp down to its first ten characters', () => {
    const offenders = sources(WEB).filter((file) => CUTS.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(WEB, f))).toEqual([]);
  });

  it('formats dates only in lib/dates', () => {
    const offenders = sources(WEB).filter(
      (file) => !file.endsWith(path.join('lib', 'dates.ts')) && OTHER_FORMATTERS.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders.map((f) => path.relative(WEB, f))).toEqual([]);
  });
});
