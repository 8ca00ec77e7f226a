import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addRouteOrigins, parseRegistry, type ClientManifest} from './origins';

type Compilation = {
  getStats(): {toJson(options: object): {namedChunkGroups?: Record<string, {chunks?: Array<string | number>}>}};
};
type Compiler = {hooks: {afterEmit: {tapPromise(name: string, hook: (c: Compilation) => Promise<void>): void}}};

const NAME = 'route-chunk-scripts';

/**
 * Puts each page's route chunks in its HTML, beside the entry scripts, so the browser fetches them
 * at once instead of learning of them only after main.js has run (one more round trip on every
 * first load).
 *
 * Docusaurus's server render reports the modules a page used by their registry request
 * (`@site/docs/x.md`) and looks them up in the client manifest's `origins` to write the page's
 * script tags. With Rspack (Docusaurus Faster) the manifest keys `origins` by chunk id, so no route
 * chunk is ever found and every page lists only runtime and main. After the manifest is written,
 * this adds a key per registry request, pointing at the chunks of the chunk group that Docusaurus
 * named after that module (`webpackChunkName`). The bundler's script loader reuses a `<script>` the
 * page already has for the same URL, so nothing is fetched twice.
 */
export default function routeChunkScriptsPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const apply = (compiler: Compiler) =>
        compiler.hooks.afterEmit.tapPromise(NAME, async (compilation) => {
          const {namedChunkGroups = {}} = compilation.getStats().toJson({all: false, chunkGroups: true});
          const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as ClientManifest;
          const registry = parseRegistry(await fs.readFile(registryPath, 'utf8'));
          const added = addRouteOrigins(manifest, registry, namedChunkGroups);
          // A registry that no longer parses would silently bring the extra round trip back.
          if (registry.length === 0 || added === 0)
            throw new Error(`[${NAME}] no route chunk found for the ${registry.length} registry modules`);
          await fs.writeFile(manifestPath, JSON.stringify(manifest));
        });
      return {plugins: [{apply}]};
    },
  };
}
