import {createHash} from 'node:crypto';
import type {Plugin} from '@docusaurus/types';
// Rspack's compiler has webpack's API shape; Docusaurus types plugins against webpack's.
import type {Compiler, Chunk} from 'webpack';

const NAME = 'chunk-name-map';

/** The runtime property that holds the map's URL (read by src/client-modules/idle-prefetch.ts). */
export const MAP_URL_PROPERTY = 'chunkNameMapUrl';

/** The map's file: chunk name → chunk id, as JSON, named by its content's hash. */
export function chunkNameMapFile(map: Record<string, string | number>): {file: string; json: string} {
  const json = JSON.stringify(map);
  return {file: `assets/js/chunk-names.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`, json};
}

/**
 * Docusaurus's map from chunk names to chunks, as a file fetched when it is needed instead of code in
 * every page's entry JavaScript.
 *
 * Docusaurus's ChunkAssetPlugin (`@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js`) writes
 * the map of every route chunk's name to its id (~700 entries here, ~6.8 KB gzip) into the bundler's
 * runtime, so that prefetching a linked page can turn the page's chunk names into file URLs. Only
 * prefetching reads it, and prefetching happens in idle time after the page has loaded
 * (src/client-modules/idle-prefetch.ts). This plugin takes ChunkAssetPlugin out of the browser build,
 * writes the same map to `assets/js/chunk-names.<hash>.json`, and puts only that file's URL in the
 * runtime; idle-prefetch fetches it with its first batch of links.
 *
 * A replaced core module, listed in the README's "Patches to Docusaurus internals": the build stops
 * if ChunkAssetPlugin is not in the client configuration, or if the map comes out empty.
 */
export default function chunkNameMapPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const plugins = config.plugins ?? [];
      const index = plugins.findIndex((plugin) => plugin?.constructor.name === 'ChunkAssetPlugin');
      if (index === -1) {
        throw new Error(
          `[${NAME}] Docusaurus's ChunkAssetPlugin is no longer in the client configuration: ` +
            'compare @docusaurus/core/lib/webpack/client.js with src/plugins/chunk-name-map.',
        );
      }
      plugins.splice(index, 1);

      const apply = (compiler: Compiler) => {
        const {RuntimeModule, RuntimeGlobals, Compilation, sources} = compiler.webpack;
        const files = new Map<string, string>();

        class ChunkNameMapRuntimeModule extends RuntimeModule {
          constructor() {
            super('ChunkNameMapRuntimeModule', RuntimeModule.STAGE_ATTACH);
            this.fullHash = true;
          }
          generate() {
            const idToName = (this.chunk as Chunk).getChunkMaps(false).name;
            const nameToId = Object.fromEntries(Object.entries(idToName).map(([id, name]) => [name, id]));
            if (Object.keys(nameToId).length === 0)
              throw new Error(`[${NAME}] no named chunks: the map would be empty`);
            const {file, json} = chunkNameMapFile(nameToId);
            files.set(file, json);
            return `${RuntimeGlobals.require}.${MAP_URL_PROPERTY} = ${RuntimeGlobals.publicPath} + ${JSON.stringify(file)};`;
          }
        }

        compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
          compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
            compilation.addRuntimeModule(chunk, new ChunkNameMapRuntimeModule());
          });
          compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
            for (const [file, json] of files) compilation.emitAsset(file, new sources.RawSource(json));
          });
        });
      };
      return {plugins: [{apply}]};
    },
  };
}
