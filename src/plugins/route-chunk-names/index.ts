import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The browser's route table with each route's chunk names written beside the route, instead of in a
 * second table keyed by the route's path again (route-chunk-names.cjs says how). Both tables ship in
 * every page's entry JavaScript; the keys alone were ~7 KB gzip.
 *
 * A source-text patch of Docusaurus's generated code, one of the patches the README lists
 * ("Patches to Docusaurus internals"): the loader fails the build if either file's form changes.
 * The server's copies are untouched, so server rendering reads the stock tables.
 */
export default function routeChunkNamesPlugin(): Plugin {
  return {
    name: 'route-chunk-names',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/](routes\.js|routesChunkNames\.json)$/,
              use: [path.join(__dirname, 'route-chunk-names.cjs')],
            },
          ],
        },
      };
    },
  };
}
