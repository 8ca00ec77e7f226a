import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {TSLIB_ISSUERS} from './index';

const require = createRequire(import.meta.url);
const helpers = require('./helpers.cjs') as Record<string, (...args: unknown[]) => unknown>;

/** Every `tslib_1.__name` that the compiled files of a package call. */
function helpersCalled(packageDir: string): Set<string> {
  const called = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.js'))
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(match[1]);
    }
  };
  walk(path.join(packageDir, 'lib'));
  return called;
}

describe('client-tslib', () => {
  const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common/package.json'));

  it('redirects the packages it names', () => {
    expect(TSLIB_ISSUERS.test(path.join(utilsCommon, 'lib', 'index.js'))).toBe(true);
    expect(TSLIB_ISSUERS.test(path.join(utilsCommon, '..', 'core', 'lib', 'index.js'))).toBe(false);
  });

  it('has every helper that @docusaurus/utils-common calls', () => {
    const called = helpersCalled(utilsCommon);
    expect(called.size).toBeGreaterThan(0);
    for (const name of called) expect(typeof helpers[name], `tslib helper ${name}`).toBe('function');
  });

  it('__importDefault behaves as tslib’s', () => {
    const tslib = require('tslib') as typeof helpers;
    const esModule = {__esModule: true, default: 1};
    expect(helpers.__importDefault(esModule)).toBe(tslib.__importDefault(esModule));
    expect(helpers.__importDefault(2)).toEqual(tslib.__importDefault(2));
  });
});
