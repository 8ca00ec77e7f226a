import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {slimRegistry} = require('./slim-registry.cjs') as {slimRegistry: (source: string) => string};

const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

describe('slimRegistry', () => {
  it('drops the module path of every entry and keeps the loader and the module id', () => {
    const source = `export default {\n${entry('0a1b2c3d', '@site/docs/inbox/tickets.md')}\n${entry('ff00ee11', '@theme/DocRoot')}\n};\n`;
    expect(slimRegistry(source)).toBe(
      'export default {\n' +
        '  "0a1b2c3d": [() => import(/* webpackChunkName: "0a1b2c3d" */ "@site/docs/inbox/tickets.md"), 0, require.resolveWeak("@site/docs/inbox/tickets.md")],\n' +
        '  "ff00ee11": [() => import(/* webpackChunkName: "ff00ee11" */ "@theme/DocRoot"), 0, require.resolveWeak("@theme/DocRoot")],\n' +
        '};\n',
    );
  });

  it('fails loudly when Docusaurus writes its entries in another form', () => {
    const changed = `export default {\n  "0a1b2c3d": {load: () => import(/* webpackChunkName: "0a1b2c3d" */ "@site/x.md")},\n};\n`;
    expect(() => slimRegistry(changed)).toThrow(/no longer has the entry form/);
  });

  it('rewrites every entry of the registry Docusaurus generated for this site, if one is there', () => {
    const generated = path.join(__dirname, '..', '..', '..', '.docusaurus', 'registry.js');
    if (!fs.existsSync(generated)) return;
    const source = fs.readFileSync(generated, 'utf8');
    const entries = source.match(/webpackChunkName/g)?.length ?? 0;
    expect(entries).toBeGreaterThan(0);
    expect(slimRegistry(source).match(/, 0, require\.resolveWeak/g)).toHaveLength(entries);
  });
});
