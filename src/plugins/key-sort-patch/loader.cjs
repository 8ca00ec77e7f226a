// Plain CommonJS: the bundler loads loaders with Node's require, outside the TypeScript toolchain.
'use strict';

/*
 * The one change this plugin makes to `@docusaurus/theme-common/lib/utils/reactUtils.js`:
 * `useShallowMemoObject` sorts an object's keys with `localeCompare`, only to get a stable order.
 * The first `localeCompare` of a page builds the browser's ICU collator, 10–25 ms of main thread on
 * a desktop (four times that on a phone), and on a phone this hook runs right after hydration, when
 * the doc sidebar hands its mobile menu to the navbar. Plain code-unit order is just as stable.
 */
const ORIGINAL = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const PATCHED = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

/** The patched source; throws when the original line is gone, so an upgrade cannot drop the patch silently. */
function patchKeySort(source, file) {
  if (!source.includes(ORIGINAL)) {
    throw new Error(`key-sort-patch: "${ORIGINAL}" not found in ${file}; check the patch after upgrading Docusaurus`);
  }
  return source.replace(ORIGINAL, PATCHED);
}

/** Bundler loader (webpack/Rspack API) for the one file the plugin selects. */
function keySortLoader(source) {
  return patchKeySort(source, this.resourcePath);
}

module.exports = keySortLoader;
module.exports.ORIGINAL = ORIGINAL;
module.exports.PATCHED = PATCHED;
module.exports.patchKeySort = patchKeySort;
