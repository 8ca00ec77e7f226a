import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The chunk registry in the browser without the module paths that only the server reads
 * (slim-registry.cjs says which). Every page's entry JavaScript carries the registry, one entry per
 * chunk (~650 here, most of them docs): dropping the paths saves ~6.5 KB gzip on every page.
 *
 * A source-text patch of Docusaurus's generated code, one of the patches the README lists
 * ("Patches to Docusaurus internals"): the loader fails the build if the registry's form changes.
 */
export default function slimRegistryPlugin(): Plugin {
  return {
    name: 'slim-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [path.join(__dirname, 'slim-registry.cjs')]}],
        },
      };
    },
  };
}
