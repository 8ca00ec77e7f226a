import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {clientLoaderPlugin} from '../client-loader';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Matches plain route paths with string comparisons instead of compiled regular expressions in the
 * browser bundle, so starting a page no longer compiles one expression per route (see loader.cjs).
 */
export default function staticRouteMatchPlugin(): Plugin {
  return clientLoaderPlugin('static-route-match', {
    test: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
    loader: path.join(HERE, 'loader.cjs'),
  });
}
