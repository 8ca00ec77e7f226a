import {describe, expect, it} from 'vitest';
import {addRouteOrigins, parseRegistry, type ClientManifest} from './origins';

const REGISTRY = `export default {
  "00308a63": [() => import(/* webpackChunkName: "00308a63" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docs/default/p/docs-175.json"), "@generated/docs/default/p/docs-175.json", require.resolveWeak("@generated/docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

describe('parseRegistry', () => {
  it('reads the chunk name and module request of every entry', () => {
    expect(parseRegistry(REGISTRY)).toEqual([
      {chunkName: '00308a63', request: '@site/docs/a.md'},
      {chunkName: '0058b4c6', request: '@generated/docs/default/p/docs-175.json'},
      {chunkName: '17896441', request: '@theme/DocItem'},
    ]);
  });

  it('finds nothing in source of another shape', () => {
    expect(parseRegistry('export default {"a": [require("x"), "x"]};')).toEqual([]);
  });
});

describe('addRouteOrigins', () => {
  const manifest = (): ClientManifest => ({entrypoints: ['main'], origins: {main: [1, 2], '871': [871]}, assets: {}});

  it('maps each module request to the chunks of the group named after it', () => {
    const m = manifest();
    const added = addRouteOrigins(m, parseRegistry(REGISTRY), {
      '00308a63': {chunks: [27731]},
      '0058b4c6': {chunks: [70266, 5575]},
      '17896441': {chunks: [16785]},
      unrelated: {chunks: [9]},
    });
    expect(added).toBe(3);
    expect(m.origins).toEqual({
      main: [1, 2],
      '871': [871],
      '@site/docs/a.md': [27731],
      '@generated/docs/default/p/docs-175.json': [70266, 5575],
      '@theme/DocItem': [16785],
    });
  });

  it('skips modules without a chunk group and keeps keys already present', () => {
    const m = manifest();
    m.origins['@theme/DocItem'] = [1];
    expect(addRouteOrigins(m, parseRegistry(REGISTRY), {'17896441': {chunks: [16785]}, '00308a63': {}})).toBe(0);
    expect(m.origins['@theme/DocItem']).toEqual([1]);
    expect(m.origins['@site/docs/a.md']).toBeUndefined();
  });
});
