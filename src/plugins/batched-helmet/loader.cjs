// Plain CommonJS: the bundler loads loaders with Node's require, outside the TypeScript toolchain.
'use strict';

/*
 * react-helmet-async (Docusaurus's `<Head>`) recomputes the whole head each time one of its Helmet
 * instances renders, mounts or unmounts: `emitChange` reduces the props of every instance on the
 * page, then schedules the DOM update for the next animation frame, cancelling the one scheduled
 * before. A doc page mounts a dozen instances in one commit, so the head was reduced a dozen times
 * (each over all instances so far) for one DOM update: ~20 ms of a phone's post-load task, and on
 * every client-side navigation.
 *
 * This patch makes the calls of one task into one: `emitChange` records its instance and the real
 * reduction runs once, in a microtask, still before the frame that updates the DOM. The state it
 * reduces is the same one the last call would have seen, since it reads the instance list when it
 * runs. Browser bundle only: the server render collects the head synchronously and keeps the
 * original code.
 */
const ORIGINAL = 'r.emitChange=function(){';

/**
 * Collects emitChange calls and runs the real one (`__emitChangeNow`) once per Helmet context, in
 * a microtask. Injected into the module as source text, so it uses no outer variables.
 */
function batchedEmitChange(instance) {
  var pending = batchedEmitChange.pending;
  if (!pending) {
    pending = batchedEmitChange.pending = new Map();
    queueMicrotask(function () {
      batchedEmitChange.pending = undefined;
      pending.forEach(function (last) {
        last.__emitChangeNow();
      });
    });
  }
  // Any instance of a context will do: the real emitChange reads only the context's instance list.
  pending.set(instance.props.context, instance);
}

/** The patched module source; throws if the method it patches has moved. */
function patchHelmet(source, file) {
  const at = source.indexOf(ORIGINAL);
  if (at === -1 || source.indexOf(ORIGINAL, at + 1) !== -1) {
    throw new Error(
      `batched-helmet: exactly one "${ORIGINAL}" was expected in ${file}; check the patch after upgrading react-helmet-async`,
    );
  }
  return (
    `${batchedEmitChange.toString()}\n` +
    source.replace(ORIGINAL, 'r.emitChange=function(){batchedEmitChange(this)},r.__emitChangeNow=function(){')
  );
}

/** Bundler loader (webpack/Rspack API) for react-helmet-async's ES module build. */
function helmetLoader(source) {
  return patchHelmet(source, this.resourcePath);
}

module.exports = helmetLoader;
module.exports.patchHelmet = patchHelmet;
module.exports.batchedEmitChange = batchedEmitChange;
