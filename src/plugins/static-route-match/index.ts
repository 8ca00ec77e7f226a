import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {clientLoaderPlugin} from '../client-loader';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Answers react-router's matchPath for plain route paths with string comparisons instead of compiled
 * regular expressions in the browser bundle: a page start matched ~2,500 times (see loader.cjs).
 */
export default function staticRouteMatchPlugin(): Plugin {
  return clientLoaderPlugin('static-route-match', {
    test: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
    loader: path.join(HERE, 'loader.cjs'),
  });
}
