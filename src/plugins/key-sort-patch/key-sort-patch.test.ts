import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {ORIGINAL, PATCHED, patchKeySort} = require('./loader.cjs') as {
  ORIGINAL: string;
  PATCHED: string;
  patchKeySort: (source: string, file: string) => string;
};
// The package's exports hide lib/utils; its main entry is lib/index.js.
const reactUtils = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js');

describe('key-sort-patch', () => {
  it('finds the line in the installed theme-common and replaces it', () => {
    const patched = patchKeySort(fs.readFileSync(reactUtils, 'utf8'), reactUtils);
    expect(patched).toContain(PATCHED);
    expect(patched).not.toContain('localeCompare');
  });

  it('sorts keys in the same order as before for the keys the hook sees', () => {
    const sortWith = (line: string) => {
      const deps = Object.entries({props: 1, component: 2, Zeta: 3, alpha: 4, _x: 5});
      new Function('deps', line)(deps);
      return deps.map(([key]) => key);
    };
    expect(sortWith(PATCHED)).toEqual(['Zeta', '_x', 'alpha', 'component', 'props']);
    expect(sortWith(ORIGINAL).filter((k) => /^[a-z]/.test(k))).toEqual(['alpha', 'component', 'props']);
  });

  it('fails the build when the line is gone', () => {
    expect(() => patchKeySort('export {}', 'reactUtils.js')).toThrow(/not found in reactUtils\.js/);
  });
});
