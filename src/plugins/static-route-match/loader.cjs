// Plain CommonJS: the bundler loads loaders with Node's require, outside the TypeScript toolchain.
'use strict';

/*
 * React Router 5 matches a URL against a route by compiling the route's path to a regular
 * expression (path-to-regexp) on first use. Docusaurus matches the current URL against the whole
 * route list as the page starts (~560 routes here, nearly all plain paths such as /docs/a/b), so
 * every page load compiled hundreds of expressions: 15-20 ms of main thread on a desktop.
 *
 * This patch gives plain paths (no parameters, groups or wildcards) a matcher made of string
 * comparisons that returns exactly what the compiled expression's `exec` returns for them, and
 * leaves every other path, and strict matching, to path-to-regexp. The matcher's source is added to
 * react-router's own module, so it runs in the browser bundle only.
 */

/**
 * An object with the `exec` of path-to-regexp 1.x's expression for a plain `path`, or null when the
 * path is not plain or the options need the real expression.
 * @param {string} path
 * @param {{end?: boolean, strict?: boolean, sensitive?: boolean}} options
 */
function staticPathMatcher(path, options) {
  // Parameters (:id), groups, wildcards, escapes, modifiers; non-ASCII, where the `i` flag's case
  // folding and toLowerCase can differ; strict mode (Docusaurus never uses it).
  if (typeof path !== 'string' || options.strict || /[:()*\\?+]|[^\x20-\x7e]/.test(path)) return null;
  // The expression ignores one trailing slash of the path and accepts one at the end of the URL.
  var base = path.slice(-1) === '/' ? path.slice(0, -1) : path;
  // Compared case-folded unless the route is case-sensitive; the route's side is folded once, here.
  var wanted = options.sensitive ? base : base.toLowerCase();
  return {
    exec: function (pathname) {
      if (/[^\x20-\x7e]/.test(pathname)) return null;
      var head = pathname.slice(0, base.length);
      if ((options.sensitive ? head : head.toLowerCase()) !== wanted) return null;
      var rest = pathname.slice(base.length);
      if (rest === '' || rest === '/') return [pathname];
      // Not at the end: a prefix match (end: false) must stop at a segment boundary.
      if (!options.end && rest.charAt(0) === '/') return [head];
      return null;
    },
  };
}

var CALL = 'var regexp = pathToRegexp(path, keys, options);';

/** react-router's ESM source with the matcher in front of path-to-regexp (throws if the call moved). */
function patchReactRouter(source, file) {
  if (source.indexOf(CALL) === -1) {
    throw new Error('static-route-match: "' + CALL + '" not found in ' + file + '; check the patch after upgrading');
  }
  return (
    source.replace(CALL, 'var regexp = staticPathMatcher(path, options) || pathToRegexp(path, keys, options);') +
    '\n' +
    staticPathMatcher.toString() +
    '\n'
  );
}

/** Bundler loader (webpack/Rspack API) for react-router's ESM build. */
function reactRouterLoader(source) {
  return patchReactRouter(source, this.resourcePath);
}

module.exports = reactRouterLoader;
module.exports.staticPathMatcher = staticPathMatcher;
module.exports.patchReactRouter = patchReactRouter;
