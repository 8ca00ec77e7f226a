// Plain CommonJS: the bundler loads loaders with Node's require, outside the TypeScript toolchain.
'use strict';

/*
 * Docusaurus's client entry (`@docusaurus/core/lib/client/clientEntry.js`) starts the app in one go:
 * evaluating main.js initialises the app's modules, then, in the same task when the route's chunks
 * are already there, `preload` initialises the route's modules and `hydrateRoot` hydrates the page.
 * On Lighthouse's phone each of those steps alone is a long task. This patch puts a task boundary
 * before `preload` and another before hydration, so a tap (and Total Blocking Time) sees three
 * shorter tasks instead of one or two long ones. The work and its order are unchanged.
 */
const ORIGINAL = `preload(window.location.pathname).then(() => {
        startTransition(renderApp);
    });`;

/** The patched source, importing `nextTask` from `nextTaskModule`; throws if the call has moved. */
function patchClientEntry(source, file, nextTaskModule) {
  if (!source.includes(ORIGINAL)) {
    throw new Error(
      `staged-start: the preload call was not found in ${file}; check the patch after upgrading Docusaurus`,
    );
  }
  const afterTask = '() => new Promise((resolve) => __stagedStartNextTask(resolve))';
  return (
    `import {nextTask as __stagedStartNextTask} from ${JSON.stringify(nextTaskModule)};\n` +
    source.replace(
      ORIGINAL,
      `Promise.resolve()
        .then(${afterTask})
        .then(() => preload(window.location.pathname))
        .then(${afterTask})
        .then(() => {
            startTransition(renderApp);
        });`,
    )
  );
}

/** Bundler loader (webpack/Rspack API) for the client entry; `nextTask` is the loader's option. */
function clientEntryLoader(source) {
  return patchClientEntry(source, this.resourcePath, this.getOptions().nextTask);
}

module.exports = clientEntryLoader;
module.exports.patchClientEntry = patchClientEntry;
