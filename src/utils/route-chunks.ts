/**
 * Which bundler chunks a page needs, looked up in constant time.
 *
 * Docusaurus answers the same question on every prefetch by matching the path against the whole route
 * tree and then scanning the whole route-to-chunk table with a regular expression (≈560 entries
 * here, three times per link). These indexes are built once, in one pass over each table, so a
 * prefetch costs two Map lookups. src/client-modules/idle-prefetch.ts uses them.
 */

/** The parts of a Docusaurus route that matching needs (`@generated/routes`). */
export type RouteNode = {path: string; exact?: boolean; routes?: RouteNode[]};

/** A route's chunk names, nested as Docusaurus stores them (`@generated/routesChunkNames`). */
export type ChunkTree = string | ChunkTree[] | {[key: string]: ChunkTree};

/** Every chunk name in a route's chunk tree, in depth-first order. */
export function chunkNamesOf(tree: ChunkTree, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesOf(value, into);
  return into;
}

/**
 * Route path → the chunk names of every route entry with that path. The table's keys are the route
 * path plus `-` and a short hash (`/docs/intro-3f2`); several entries can share a path (a layout route
 * and its page), so their names are concatenated in table order.
 */
export function indexChunkNames(table: Record<string, ChunkTree>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(table)) {
    const dash = key.lastIndexOf('-');
    const routePath = dash > 0 ? key.slice(0, dash) : key;
    const names = index.get(routePath) ?? [];
    chunkNamesOf(tree, names);
    index.set(routePath, names);
  }
  return index;
}

/**
 * Exact route path → the paths of the routes that render it, outermost first (what react-router-config's
 * `matchRoutes` returns for that URL). Walks the tree once.
 *
 * Only exact leaf routes are indexed, and only when no earlier sibling of an ancestor could match the
 * leaf too; any other path is left to the caller's full matcher. A non-exact sibling that precedes an
 * ancestor and is a prefix of the leaf would win in `matchRoutes`, so such leaves are skipped.
 */
export function indexRouteChains(routes: RouteNode[]): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const walk = (siblings: RouteNode[], ancestors: string[], shadows: string[]) => {
    // Non-exact routes seen so far at this level: they would match any path they prefix.
    const earlier: string[] = [];
    for (const route of siblings) {
      const chain = [...ancestors, route.path];
      const blockers = [...shadows, ...earlier];
      if (route.routes) walk(route.routes, chain, blockers);
      else if (route.exact && !chains.has(route.path) && !blockers.some((b) => isPrefixPath(b, route.path)))
        chains.set(route.path, chain);
      if (!route.exact) earlier.push(route.path);
    }
  };
  walk(routes, [], []);
  return chains;
}

/** Whether a non-exact route at `prefix` matches `path` (same path, or a parent segment of it). */
function isPrefixPath(prefix: string, path: string): boolean {
  if (prefix === '*' || prefix === '/') return true;
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The chunk names a page at `path` needs, or `undefined` when the path is not an indexed exact route
 * (the caller then falls back to Docusaurus's own matcher).
 */
export function chunkNamesForPath(
  path: string,
  chains: Map<string, string[]>,
  names: Map<string, string[]>,
): string[] | undefined {
  const chain = chains.get(path);
  return chain?.flatMap((routePath) => names.get(routePath) ?? []);
}
