import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {clientLoaderPlugin} from '../client-loader';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts the app in three tasks in the browser bundle (module set-up, the route's modules, hydration)
 * instead of one or two long ones; see loader.cjs. The server render is unchanged.
 */
export default function stagedStartPlugin(): Plugin {
  return clientLoaderPlugin('staged-start', {
    test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    loader: path.join(HERE, 'loader.cjs'),
    options: {nextTask: path.join(HERE, '..', '..', 'utils', 'next-task.ts')},
  });
}
