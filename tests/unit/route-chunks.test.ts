import {describe, expect, it} from 'vitest';
import {matchRoutes} from 'react-router-config';
import {
  chunkNamesForPath,
  chunkNamesOf,
  indexChunkNames,
  indexRouteChains,
  type RouteNode,
} from '../../src/utils/route-chunks';

// Shaped like Docusaurus's generated tables: top-level pages, an exact /docs page before the docs
// plugin's nested layout routes, the home page, and the catch-all.
const routes: RouteNode[] = [
  {path: '/search', exact: true},
  {path: '/docs', exact: true},
  {
    path: '/docs',
    routes: [
      {
        path: '/docs',
        routes: [
          {path: '/docs/intro', exact: true},
          {path: '/docs/guides/setup', exact: true},
        ],
      },
    ],
  },
  {path: '/api', routes: [{path: '/api/add-user', exact: true}]},
  {path: '/api/late', exact: true},
  {path: '/', exact: true},
  {path: '*'},
];

const table = {
  '/search-5de': {__comp: 'search', config: 'config'},
  '/docs-614': {__comp: 'docsIndexPage'},
  '/docs-ab1': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/docs-ab2': {__comp: 'docsVersion', __props: 'versionProps'},
  '/docs/intro-3f2': {__comp: 'docItem', content: 'introContent', items: ['a', {nested: 'b'}]},
  '/docs/guides/setup-9c1': {__comp: 'docItem', content: 'setupContent'},
  '/api-538': {__comp: 'apiRoot'},
  '/api/add-user-ce8': {__comp: 'apiItem', content: 'addUserContent'},
};

describe('route-chunks', () => {
  it('collects every chunk name of a nested chunk tree', () => {
    expect(chunkNamesOf({__comp: 'x', items: ['a', {b: 'c'}], ctx: {plugin: 'p'}})).toEqual(['x', 'a', 'c', 'p']);
  });

  it('groups table entries by their path without the hash suffix', () => {
    const names = indexChunkNames(table);
    expect(names.get('/docs')).toEqual(['docsIndexPage', 'docsRoot', 'docsPlugin', 'docsVersion', 'versionProps']);
    expect(names.get('/docs/intro')).toEqual(['docItem', 'introContent', 'a', 'b']);
    expect(names.has('/docs/intro-3f2')).toBe(false);
  });

  it('gives the same route chain as react-router-config for every indexed path', () => {
    const chains = indexRouteChains(routes);
    expect([...chains.keys()].sort()).toEqual([
      '/',
      '/api/add-user',
      '/docs',
      '/docs/guides/setup',
      '/docs/intro',
      '/search',
    ]);
    for (const [path, chain] of chains) {
      const matched = matchRoutes(routes as never, path).map((m) => m.route.path);
      expect(chain, path).toEqual(matched);
    }
  });

  it('leaves out a leaf that an earlier non-exact sibling would capture', () => {
    // '/api' (a layout, not exact) comes first and matches '/api/late', so matchRoutes never reaches it.
    expect(indexRouteChains(routes).has('/api/late')).toBe(false);
    expect(matchRoutes(routes as never, '/api/late').map((m) => m.route.path)).toEqual(['/api']);
  });

  it('returns the chunks of every route on the chain, or undefined for unknown paths', () => {
    const chains = indexRouteChains(routes);
    const names = indexChunkNames(table);
    expect(chunkNamesForPath('/docs/guides/setup', chains, names)).toEqual([
      ...names.get('/docs')!,
      ...names.get('/docs')!,
      'docItem',
      'setupContent',
    ]);
    expect(chunkNamesForPath('/docs/missing', chains, names)).toBeUndefined();
  });
});
