import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Keeps `<Head>` (react-helmet-async) out of the first hydration in the browser bundle: the server
 * already wrote the page's head, and mounting Helmet's ~17 instances in that task cost ~15 ms of a
 * desktop's main thread (each instance recomputes the head from every instance mounted before it).
 * They mount once the page has hydrated; see DeferredHead.tsx. The server render keeps the stock
 * component.
 */
export default function deferredHeadPlugin(): Plugin {
  return {
    name: 'deferred-head',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'@docusaurus/Head': path.join(HERE, 'DeferredHead.tsx')}}};
    },
  };
}
