import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
type Match = {path: string; url: string; isExact: boolean; params: Record<string, string>} | null;
type PlainMatcher = (pathname: string, path: string, exact: boolean, sensitive: boolean) => Match | undefined;
const {createPlainPathMatcher, patchReactRouter} = require('./loader.cjs') as {
  createPlainPathMatcher: () => PlainMatcher;
  patchReactRouter: (source: string, file: string) => string;
};
// The installed react-router's own matchPath (its CommonJS build, which the bundler patch never touches).
const {matchPath} = require('react-router') as {
  matchPath: (pathname: string, options: {path: string; exact: boolean; sensitive: boolean}) => Match;
};

const PATHS = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/docs/intro',
  '/docs/Intro',
  '/api/add-user',
  '/docs/a.b',
  '/search',
  // As NavLink escapes them (react-router-dom): every special character behind a backslash.
  '\\/',
  '\\/docs',
  '\\/docs\\/',
  '\\/docs\\/intro',
  '\\/docs\\/a\\.b',
  '\\/api\\/add-user',
  '/docs/\\(intro\\)',
];
const URLS = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/DOCS',
  '/Docs/Intro',
  '/docs/intro',
  '/docs/intro/',
  '/docs/intro/more',
  '/docs/introduction',
  '/docsx',
  '/docs//',
  '/docs/a.b',
  '/docs/aXb',
  '/api/add-user',
  '/api/add-user/x',
  '/search',
  '/docs/intr%C3%A9',
  '/docs/intré',
  '/dOcs/é',
  '/é',
  '/doc\u017f',
];

describe('static-route-match', () => {
  for (const exact of [true, false]) {
    for (const sensitive of [true, false]) {
      it(`returns what react-router's matchPath returns for plain paths (exact: ${exact}, sensitive: ${sensitive})`, () => {
        const matchPlainPath = createPlainPathMatcher();
        for (const path of PATHS) {
          for (const url of URLS) {
            expect(matchPlainPath(url, path, exact, sensitive), `${path} vs ${url}`).toEqual(
              matchPath(url, {path, exact, sensitive}),
            );
          }
        }
      });
    }
  }

  it('leaves parameters, wildcards, groups and non-ASCII paths to the original', () => {
    const matchPlainPath = createPlainPathMatcher();
    for (const path of ['/docs/:id', '/docs/*', '/docs/(a|b)', '/docs/a?', '/docs/é', '*', '/docs\\', '/a:b']) {
      expect(matchPlainPath('/docs/x', path, true, false), path).toBeUndefined();
    }
  });

  it('patches the installed react-router, and fails if the code it patches has moved', () => {
    const file = require.resolve('react-router').replace(/index\.js$/, 'esm/react-router.js');
    const patched = patchReactRouter(fs.readFileSync(file, 'utf8'), file);
    expect(patched).toMatch(
      /var plainMatch = matchPlainPath\(pathname, path, exact, sensitive\);\s+if \(plainMatch !== undefined\) return plainMatch;\s+\}\s+var paths = \[\]\.concat\(path\);/,
    );
    expect(patched).toContain('var matchPlainPath = (function createPlainPathMatcher()');
    expect(() => patchReactRouter('export {}', 'react-router.js')).toThrow(/not found in react-router\.js/);
  });
});
