import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {clientLoaderPlugin} from '../client-loader';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Patches one line of `@docusaurus/theme-common` in the browser bundle: `useShallowMemoObject` sorts
 * keys without `localeCompare`, so no page pays for the ICU collator on load (see loader.cjs).
 */
export default function keySortPatchPlugin(): Plugin {
  return clientLoaderPlugin('key-sort-patch', {
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    loader: path.join(HERE, 'loader.cjs'),
  });
}
