import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The site configuration in the browser without what only the build reads: plugin and preset
 * options, the HTML template, Markdown and bundler settings (client-site-config.cjs lists them).
 * Every page's entry JavaScript carries the configuration; those keys were ~1.4 KB gzip of it.
 *
 * A source-text patch of Docusaurus's generated code, one of the patches the README lists
 * ("Patches to Docusaurus internals"): the loader fails the build if the module's form changes, and
 * the hydration tests fail if a page rendered on the server reads one of the keys in the browser.
 */
export default function clientSiteConfigPlugin(): Plugin {
  return {
    name: 'client-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
              use: [path.join(__dirname, 'client-site-config.cjs')],
            },
          ],
        },
      };
    },
  };
}
