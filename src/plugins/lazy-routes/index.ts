import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {clientLoaderPlugin} from '../client-loader';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Makes Docusaurus's route tables cheaper to load in the browser (the server render is unchanged):
 * route components are created on first use (ComponentCreator.tsx), and the chunk registry loses the
 * module path strings only the server render reads (registry-loader.cjs). Both tables grow with the
 * page count and are evaluated on every page load, in the entry bundle.
 */
export default function lazyRoutesPlugin(): Plugin {
  return clientLoaderPlugin('lazy-routes', {
    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
    loader: path.join(HERE, 'registry-loader.cjs'),
    alias: {'@docusaurus/ComponentCreator': path.join(HERE, 'ComponentCreator.tsx')},
  });
}
