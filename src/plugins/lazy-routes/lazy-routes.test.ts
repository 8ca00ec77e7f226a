import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {stripModulePaths} = require('./registry-loader.cjs') as {stripModulePaths: (source: string) => string};

// Two entries as Docusaurus 3.10 writes .docusaurus/registry.js.
const REGISTRY = `export default {
  "00308a63": [() => import(/* webpackChunkName: "00308a63" */ "@site/docs/a \\"quoted\\" b.md"), "@site/docs/a \\"quoted\\" b.md", require.resolveWeak("@site/docs/a \\"quoted\\" b.md")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],};
`;

describe('lazy-routes registry loader', () => {
  it('blanks the module path of every entry and keeps the import and the module id', () => {
    const out = stripModulePaths(REGISTRY);
    expect(out).toContain(
      `import(/* webpackChunkName: "00308a63" */ "@site/docs/a \\"quoted\\" b.md"), "", require.resolveWeak("@site/docs/a \\"quoted\\" b.md")]`,
    );
    expect(out).toContain(
      `import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "", require.resolveWeak(`,
    );
    expect(out.match(/, "", require\.resolveWeak\(/g)).toHaveLength(2);
  });

  it('fails when the registry has entries in a format it does not know', () => {
    expect(() => stripModulePaths('export default {"a": [load, moduleName, require.resolveWeak("x")]}')).toThrow(
      /registry format changed/,
    );
  });

  it('leaves an empty registry alone', () => {
    expect(stripModulePaths('export default {};\n')).toBe('export default {};\n');
  });
});
