import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus packages whose compiled CommonJS reaches the browser and `require`s tslib. */
export const TSLIB_ISSUERS = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;

/**
 * In the browser build, `require("tslib")` from Docusaurus's own CommonJS modules resolves to the few
 * helpers they call (helpers.cjs) instead of the whole of tslib.
 *
 * `@docusaurus/utils-common` is compiled by tsc with `importHelpers`: it calls one helper
 * (`__importDefault`), but a CommonJS `require` keeps every export of the module it gets, so the entry
 * JavaScript of every page carried all of tslib (~4 KB gzip). Only requests from those packages are
 * redirected (a resolve rule for modules of those packages); any other module still gets the real tslib.
 * The check: helpers.test.ts reads those packages' compiled files and fails if they call a helper
 * that helpers.cjs lacks.
 */
export default function clientTslibPlugin(): Plugin {
  return {
    name: 'client-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: TSLIB_ISSUERS, resolve: {alias: {tslib$: path.join(__dirname, 'helpers.cjs')}}}],
        },
      };
    },
  };
}
