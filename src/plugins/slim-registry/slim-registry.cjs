/**
 * The rewrite behind src/plugins/slim-registry (plain CommonJS: the bundler runs loaders with Node's
 * require). Docusaurus writes each entry of `.docusaurus/registry.js` as
 *
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],
 *
 * and the middle item, the module's path, is only read while rendering on the server (react-loadable
 * reports it to collect the page's chunks). The browser's copy gets `0` in its place.
 */
const ENTRY =
  /(\[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "([^"]+)"\)), "\2", (require\.resolveWeak\("\2"\)\])/g;

/** The registry source with every module path dropped; throws when no entry has the expected form. */
function slimRegistry(source) {
  let entries = 0;
  const slimmed = source.replace(ENTRY, (_match, load, _path, resolve) => {
    entries += 1;
    return `${load}, 0, ${resolve}`;
  });
  if (entries === 0 && /webpackChunkName/.test(source)) {
    throw new Error(
      'slim-registry: .docusaurus/registry.js no longer has the entry form this loader rewrites. ' +
        "Compare @docusaurus/core's genRegistry (lib/server/codegen/codegenRoutes.js) with src/plugins/slim-registry.",
    );
  }
  return slimmed;
}

module.exports = function slimRegistryLoader(source) {
  return slimRegistry(source);
};
module.exports.slimRegistry = slimRegistry;
