/**
 * The part of the client manifest (react-loadable-ssr-addon's format) that the server render reads:
 * `origins` maps a module request to the chunk ids it needs, `assets` a chunk id to its files.
 */
export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, Array<string | number>>;
  assets: Record<string, unknown>;
};

/** One line of `.docusaurus/registry.js`: the chunk name Docusaurus gave a module, and the module's request. */
export type RegistryEntry = {chunkName: string; request: string};

// `"0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/x.md"), "@site/docs/x.md", …]`
const REGISTRY_LINE = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/gm;

/** Reads the chunk name and module request of every entry of the generated registry's source. */
export function parseRegistry(source: string): RegistryEntry[] {
  return Array.from(source.matchAll(REGISTRY_LINE), ([, chunkName, request]) => ({chunkName, request}));
}

/**
 * Adds an `origins` key for every registry module: its request, mapped to the ids of the chunks of
 * the chunk group named after it. Keys already present are kept. Returns how many were added.
 */
export function addRouteOrigins(
  manifest: ClientManifest,
  registry: RegistryEntry[],
  chunkGroups: Record<string, {chunks?: Array<string | number>}>,
): number {
  let added = 0;
  for (const {chunkName, request} of registry) {
    const chunks = chunkGroups[chunkName]?.chunks;
    if (!chunks?.length || manifest.origins[request]) continue;
    manifest.origins[request] = [...chunks];
    added += 1;
  }
  return added;
}
