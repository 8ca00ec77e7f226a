// Plain CommonJS: the bundler loads loaders with Node's require, outside the TypeScript toolchain.
'use strict';

/*
 * Drops the module path strings from Docusaurus's generated chunk registry in the browser bundle.
 * Each registry entry is [loader, module path, module id]; the path is what react-loadable reports
 * while the server renders, and the browser never reads it. On this site that is ~32 KB of strings
 * (5 KB gzip) in every page's entry bundle.
 */
const ENTRY_PATH = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

function stripModulePaths(source) {
  let count = 0;
  const stripped = source.replace(ENTRY_PATH, () => {
    count += 1;
    return '), "", require.resolveWeak(';
  });
  // A registry with entries but no match means Docusaurus changed the format: fail, do not ship it unslimmed.
  if (count === 0 && source.includes('require.resolveWeak(')) {
    throw new Error('lazy-routes: the generated registry format changed; check registry-loader.cjs');
  }
  return stripped;
}

/** Bundler loader (webpack/Rspack API) for `.docusaurus/registry.js`. */
function registryLoader(source) {
  return stripModulePaths(source);
}

module.exports = registryLoader;
module.exports.stripModulePaths = stripModulePaths;
