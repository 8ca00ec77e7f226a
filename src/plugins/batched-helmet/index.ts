import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {clientLoaderPlugin} from '../client-loader';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Recomputes the page head once per task instead of once per `<Head>` in the browser bundle
 * (see loader.cjs). The server render is unchanged.
 */
export default function batchedHelmetPlugin(): Plugin {
  return clientLoaderPlugin('batched-helmet', {
    // Docusaurus depends on the package as a fork published under @slorber/.
    test: /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/,
    loader: path.join(HERE, 'loader.cjs'),
  });
}
