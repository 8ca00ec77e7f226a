import type {Plugin} from '@docusaurus/types';

/** A cache group that takes the entry's modules whose path matches `test` into a chunk of their own. */
const entryPiece = (test: RegExp) => ({chunks: 'initial' as const, test, priority: 30, enforce: true});

/**
 * The entry bundle's pieces, by module path: libraries (React DOM, the router, DocSearch's button…),
 * Docusaurus's core and themes, and the generated route table, chunk registry and global data.
 * What matches none (the site's own code and the entry) stays in main.js.
 */
export const ENTRY_PIECES = {
  entryLibraries: entryPiece(/[\\/]node_modules[\\/](?!@docusaurus[\\/])/),
  entryDocusaurus: entryPiece(/[\\/]node_modules[\\/]@docusaurus[\\/]/),
  entryGenerated: entryPiece(/[\\/]\.docusaurus[\\/]/),
};

/**
 * Splits the entry JavaScript (main.js, ~430 KB before compression) into four scripts of 16–240 KB.
 *
 * The browser compiles and runs each script in a task of its own. In one piece, main.js was one of
 * the longest tasks after the first paint on Lighthouse's phone (V8 compiling the whole file, then
 * running the app's modules); in pieces, the compiling is spread over several shorter tasks and only
 * the last one runs the app. Size-based splitting (`maxSize`) cannot do this: the bundler joins a
 * chunk's modules into one (scope hoisting), which it never cuts, so the pieces are chosen by path.
 * Nothing loads later than before: every piece belongs to the entry, so each is in the page's script
 * list (`#page-scripts`), and the bytes sent are the same.
 */
export default function entrySplitPlugin(): Plugin {
  return {
    name: 'entry-split',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {optimization: {splitChunks: {cacheGroups: ENTRY_PIECES}}};
    },
  };
}
