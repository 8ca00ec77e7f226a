/**
 * The rewrites behind src/plugins/route-chunk-names (plain CommonJS: the bundler runs loaders with
 * Node's require). Docusaurus generates two modules for the browser:
 *
 *   routes.js              { path: '/docs/x', component: ComponentCreator('/docs/x', 'a1b'), … }
 *   routesChunkNames.json  { "/docs/x-a1b": {"__comp": "…", "content": "…"}, … }
 *
 * and ComponentCreator looks a route's chunk names up by `${path}-${hash}`. The browser's copy of
 * routes.js writes each route's entry into that object just before creating the route's component,
 * and the browser's copy of routesChunkNames.json starts empty: the object ends up the same, but its
 * keys (each route's path a third time, ~7 KB gzip) no longer ship.
 */
const fs = require('node:fs');
const path = require('node:path');

const CALL = /ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']*)'\)/g;
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

const moved = (what) =>
  new Error(
    `route-chunk-names: ${what}. Compare @docusaurus/core's route codegen (lib/server/codegen/codegenRoutes.js) ` +
      'and ComponentCreator (lib/client/exports/ComponentCreator.js) with src/plugins/route-chunk-names.',
  );

/**
 * routes.js with every route's chunk names beside it. Throws unless every entry of chunkNames found
 * its route, and every route (but the 404 route) its entry.
 */
function inlineChunkNames(routesSource, chunkNames) {
  if (!routesSource.includes(IMPORT)) throw moved('routes.js no longer imports ComponentCreator as expected');
  const unused = new Set(Object.keys(chunkNames));
  const rewritten = routesSource.replace(CALL, (_call, quotedPath, hash) => {
    const key = `${quotedPath.replace(/\\(.)/g, '$1')}-${hash}`;
    if (!(key in chunkNames)) throw moved(`no chunk names for the route ${key}`);
    unused.delete(key);
    return `routeComponent('${quotedPath}', '${hash}', ${JSON.stringify(chunkNames[key])})`;
  });
  if (unused.size > 0) throw moved(`${unused.size} routes' chunk names have no ComponentCreator call`);
  return rewritten.replace(
    IMPORT,
    `${IMPORT}
import routesChunkNames from '@generated/routesChunkNames';
const routeComponent = (path, hash, chunkNames) => {
  routesChunkNames[path + '-' + hash] = chunkNames;
  return ComponentCreator(path, hash);
};`,
  );
}

/** Loader for routes.js: reads routesChunkNames.json beside it. */
function routesLoader(source) {
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  return inlineChunkNames(source, JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')));
}

/** Loader for routesChunkNames.json: routes.js fills it. */
function chunkNamesLoader() {
  return '{}';
}

module.exports = function routeChunkNamesLoader(source) {
  return this.resourcePath.endsWith('.json') ? chunkNamesLoader() : routesLoader.call(this, source);
};
module.exports.inlineChunkNames = inlineChunkNames;
