import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';

const require = createRequire(import.meta.url);
type Instance = {props: {context: object}; __emitChangeNow: () => void};
const {patchHelmet, batchedEmitChange} = require('./loader.cjs') as {
  patchHelmet: (source: string, file: string) => string;
  batchedEmitChange: (instance: Instance) => void;
};
// The copy Docusaurus's core resolves (its dependency is an alias of a fork).
const helmetModule = createRequire(require.resolve('@docusaurus/core/package.json')).resolve(
  'react-helmet-async/lib/index.module.js',
);

const instance = (context: object): Instance => ({props: {context}, __emitChangeNow: vi.fn()});

describe('batched-helmet', () => {
  it('routes the installed HelmetDispatcher.emitChange through the batch and keeps the original as __emitChangeNow', () => {
    const source = fs.readFileSync(helmetModule, 'utf8');
    const patched = patchHelmet(source, helmetModule);
    expect(patched).toContain('r.emitChange=function(){batchedEmitChange(this)},r.__emitChangeNow=function(){');
    expect(patched.startsWith('function batchedEmitChange(instance)')).toBe(true);
    // The original method body follows unchanged.
    const body = source.slice(source.indexOf('r.emitChange=function(){') + 'r.emitChange=function(){'.length);
    expect(patched.endsWith(body)).toBe(true);
  });

  it('runs the real emitChange once per Helmet context, after the current task’s synchronous calls', async () => {
    const page = {};
    const other = {};
    const first = instance(page);
    const second = instance(page);
    const third = instance(other);
    batchedEmitChange(first);
    batchedEmitChange(third);
    batchedEmitChange(second);
    expect(first.__emitChangeNow).not.toHaveBeenCalled();
    await Promise.resolve();
    // The last instance of each context stands for it.
    expect(first.__emitChangeNow).not.toHaveBeenCalled();
    expect(second.__emitChangeNow).toHaveBeenCalledTimes(1);
    expect(third.__emitChangeNow).toHaveBeenCalledTimes(1);
    // A later call starts a new batch.
    batchedEmitChange(first);
    await Promise.resolve();
    expect(first.__emitChangeNow).toHaveBeenCalledTimes(1);
  });

  it('fails the build if the method it patches has moved', () => {
    expect(() => patchHelmet('export {}', 'index.module.js')).toThrow(/exactly one .* in index\.module\.js/);
  });
});
