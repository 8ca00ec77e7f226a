import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
type Options = {end?: boolean; strict?: boolean; sensitive?: boolean};
type Matcher = {exec: (pathname: string) => string[] | RegExpExecArray | null};
const {staticPathMatcher, patchReactRouter} = require('./loader.cjs') as {
  staticPathMatcher: (path: string, options: Options) => Matcher | null;
  patchReactRouter: (source: string, file: string) => string;
};
// The path-to-regexp react-router 5 compiles with (1.x).
const pathToRegexp = require(require.resolve('path-to-regexp', {paths: [require.resolve('react-router')]})) as (
  path: string,
  keys: unknown[],
  options: Options,
) => RegExp;

const PATHS = ['/', '/docs', '/docs/', '/docs/intro', '/docs/Intro', '/api/add-user', '/docs/a.b', '/search'];
const URLS = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/DOCS',
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
];

describe('static-route-match', () => {
  for (const end of [true, false]) {
    for (const sensitive of [true, false]) {
      it(`gives what path-to-regexp gives for plain paths (end: ${end}, sensitive: ${sensitive})`, () => {
        const options = {end, strict: false, sensitive};
        for (const path of PATHS) {
          const fast = staticPathMatcher(path, options)!;
          const real = pathToRegexp(path, [], options);
          for (const url of URLS) {
            const expected = real.exec(url);
            expect(fast.exec(url), `${path} vs ${url}`).toEqual(expected ? [...expected] : null);
          }
        }
      });
    }
  }

  it('leaves parameters, wildcards, groups, strict matching and non-ASCII paths to path-to-regexp', () => {
    for (const path of ['/docs/:id', '/docs/*', '/docs/(a|b)', '/docs/a?', '/docs/é', '*']) {
      expect(staticPathMatcher(path, {end: true}), path).toBeNull();
    }
    expect(staticPathMatcher('/docs', {end: true, strict: true})).toBeNull();
  });

  it('patches the installed react-router, and fails if the call it patches has moved', () => {
    const file = require.resolve('react-router').replace(/index\.js$/, 'esm/react-router.js');
    const patched = patchReactRouter(fs.readFileSync(file, 'utf8'), file);
    expect(patched).toContain('staticPathMatcher(path, options) || pathToRegexp(path, keys, options)');
    expect(patched).toContain('function staticPathMatcher(path, options)');
    expect(() => patchReactRouter('export {}', 'react-router.js')).toThrow(/not found in react-router\.js/);
  });
});
