import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Makes Docusaurus's route tables cheaper to load in the browser (the server render is unchanged):
 * route components are created on first use (ComponentCreator.tsx), and the chunk registry loses the
 * module path strings only the server render reads (registry-loader.cjs). Both tables grow with the
 * page count and are evaluated on every page load, in the entry bundle.
 */
export default function lazyRoutesPlugin(): Plugin {
  return {
    name: 'lazy-routes',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {'@docusaurus/ComponentCreator': path.join(HERE, 'ComponentCreator.tsx')}},
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{loader: path.join(HERE, 'registry-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
