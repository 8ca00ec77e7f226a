import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {inlineChunkNames} = require('./route-chunk-names.cjs') as {
  inlineChunkNames: (routes: string, chunkNames: Record<string, unknown>) => string;
};

const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const routes = `import React from 'react';
${IMPORT}

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', '4f2'),
    routes: [
      {path: '/docs/it\\'s', component: ComponentCreator('/docs/it\\'s', 'a1b'), exact: true},
    ]
  },
  {path: '*', component: ComponentCreator('*')},
];
`;
const chunkNames = {
  '/docs-4f2': {__comp: '5e95c892', __props: 'ab12cd34'},
  "/docs/it's-a1b": {__comp: '17896441', content: '0a1b2c3d'},
};

/** Evaluates rewritten routes with stand-ins for the two imports; returns the filled table. */
function run(source: string): {table: Record<string, unknown>; created: string[]} {
  const table: Record<string, unknown> = {};
  const created: string[] = [];
  const body = source
    .replace("import React from 'react';", '')
    .replace(IMPORT, '')
    .replace("import routesChunkNames from '@generated/routesChunkNames';", '')
    .replace('export default', 'return');
  new Function('ComponentCreator', 'routesChunkNames', body)((p: string, h?: string) => {
    created.push(`${p}-${h}`);
    // ComponentCreator reads the table when it is called: the entry must be there by then.
    if (p !== '*') expect(table[`${p}-${h}`]).toBeDefined();
  }, table);
  return {table, created};
}

describe('inlineChunkNames', () => {
  it('fills the same table, each entry before its route’s component is created', () => {
    const {table, created} = run(inlineChunkNames(routes, chunkNames));
    expect(table).toEqual(chunkNames);
    expect(created).toEqual(['/docs-4f2', "/docs/it's-a1b", '*-undefined']);
  });

  it('fails loudly when a table entry has no route, a route no entry, or the import moved', () => {
    expect(() => inlineChunkNames(routes, {...chunkNames, '/gone-123': {}})).toThrow(/no ComponentCreator call/);
    const {['/docs-4f2']: _docs, ...partial} = chunkNames;
    expect(() => inlineChunkNames(routes, partial)).toThrow(/no chunk names for the route \/docs-4f2/);
    expect(() => inlineChunkNames(routes.replace(IMPORT, ''), chunkNames)).toThrow(/no longer imports/);
  });

  it('rewrites the routes Docusaurus generated for this site, if they are there', () => {
    const dir = path.join(__dirname, '..', '..', '..', '.docusaurus');
    if (!fs.existsSync(path.join(dir, 'routes.js'))) return;
    const generated = JSON.parse(fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8'));
    const rewritten = inlineChunkNames(fs.readFileSync(path.join(dir, 'routes.js'), 'utf8'), generated);
    expect(rewritten.match(/routeComponent\('/g)).toHaveLength(Object.keys(generated).length);
  });
});
