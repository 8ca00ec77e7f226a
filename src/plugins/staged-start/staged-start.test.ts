import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {patchClientEntry} = require('./loader.cjs') as {
  patchClientEntry: (source: string, file: string, nextTaskModule: string) => string;
};
const clientEntry = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib/client/clientEntry.js',
);

describe('staged-start', () => {
  it('puts a task boundary before preload and before hydration in the installed client entry', () => {
    const patched = patchClientEntry(fs.readFileSync(clientEntry, 'utf8'), clientEntry, '/site/next-task.ts');
    expect(patched.startsWith('import {nextTask as __stagedStartNextTask} from "/site/next-task.ts";\n')).toBe(true);
    const chain = patched.slice(patched.indexOf('Promise.resolve()'));
    const steps = [
      '__stagedStartNextTask',
      'preload(window.location.pathname)',
      '__stagedStartNextTask',
      'startTransition(renderApp)',
    ];
    let at = 0;
    for (const step of steps) {
      const found = chain.indexOf(step, at);
      expect(found, step).toBeGreaterThan(at - 1);
      at = found + step.length;
    }
    expect(patched.match(/preload\(window\.location\.pathname\)/g)).toHaveLength(1);
  });

  it('fails the build if the call it patches has moved', () => {
    expect(() => patchClientEntry('export {}', 'clientEntry.js', '/x.ts')).toThrow(/not found in clientEntry\.js/);
  });
});
