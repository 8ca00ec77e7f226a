import {describe, expect, it} from 'vitest';
import entrySplitPlugin, {ENTRY_PIECES} from './index';

/** The names of the entry pieces whose test matches a module path. */
const piecesOf = (modulePath: string) =>
  Object.entries(ENTRY_PIECES)
    .filter(([, group]) => group.test.test(modulePath))
    .map(([name]) => name);

describe('entry pieces', () => {
  it('sends each kind of module to one piece, and the site’s own code to none (it stays in main.js)', () => {
    expect(piecesOf('/site/node_modules/react-dom/cjs/react-dom-client.production.js')).toEqual(['entryLibraries']);
    expect(piecesOf('/site/node_modules/react-router/esm/react-router.js')).toEqual(['entryLibraries']);
    expect(piecesOf('/site/node_modules/@docsearch/react/dist/esm/index.js')).toEqual(['entryLibraries']);
    expect(piecesOf('/site/node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js')).toEqual([
      'entryDocusaurus',
    ]);
    expect(piecesOf('/site/.docusaurus/routes.js')).toEqual(['entryGenerated']);
    expect(piecesOf('/site/src/theme/TOC/index.tsx')).toEqual([]);
    expect(piecesOf('C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\clientEntry.js')).toEqual([
      'entryDocusaurus',
    ]);
  });

  it('applies to the production browser build only', () => {
    const plugin = entrySplitPlugin();
    const configure = (isServer: boolean) => plugin.configureWebpack!({} as never, isServer, {} as never, undefined);
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      expect(configure(false)).toEqual({optimization: {splitChunks: {cacheGroups: ENTRY_PIECES}}});
      expect(configure(true)).toEqual({});
      process.env.NODE_ENV = 'development';
      expect(configure(false)).toEqual({});
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
