// Plain CommonJS: the bundler loads loaders with Node's require, outside the TypeScript toolchain.
'use strict';

/*
 * React Router 5 matches a URL against a route with `matchPath`, which compiles the route's path to
 * a regular expression (path-to-regexp) on first use and allocates on every call. Docusaurus matches
 * the current URL against the whole route list several times as a page starts (~560 routes here,
 * nearly all plain paths such as /docs/a/b; ~2,500 calls per load): 15-25 ms of main thread on a
 * desktop, four times that on Lighthouse's phone.
 *
 * This patch answers `matchPath` for plain paths (no parameters, groups or wildcards) with string
 * comparisons, returning exactly what react-router returns for them, and leaves every other path,
 * and strict matching, to the original code. The matcher's source is added to react-router's own
 * module, so it runs in the browser bundle only.
 */

/**
 * A function returning what react-router 5's `matchPath(pathname, {path, exact, sensitive})` returns
 * for a plain `path` (null when it does not match), or undefined when the path is not plain and needs
 * the original. Its state lives in the closure, so the whole matcher is one function's source.
 */
function createPlainPathMatcher() {
  /** Per route path: its match data, or null when the path is not plain. */
  var plainPaths = new Map();
  /** The last URL matched and its ASCII-lowercased form: one URL is matched against every route. */
  var lastPathname = null;
  var lastFolded = '';

  /**
   * @param {string} pathname
   * @param {string} path
   * @param {boolean} exact
   * @param {boolean} sensitive
   */
  return function matchPlainPath(pathname, path, exact, sensitive) {
    var plain = plainPaths.get(path);
    if (plain === undefined) {
      // The path's literal text: path-to-regexp reads `\x` as x (NavLink escapes every path it
      // matches: `\/docs\/intro`). Not plain: parameters (:id), groups, wildcards, modifiers; and
      // non-ASCII text, so that the case folding below (ASCII letters only) is exactly the `i` flag's.
      var literal = '';
      for (var i = 0; i < path.length && literal !== null; i++) {
        var char = path.charAt(i);
        if (char === '\\') literal = i + 1 < path.length ? literal + path.charAt(++i) : null;
        else literal = ':()*?+'.indexOf(char) >= 0 ? null : literal + char;
      }
      if (literal !== null && /[^\x20-\x7e]/.test(literal)) literal = null;
      // The expression ignores one trailing slash of the path and accepts one at the end of the URL.
      var base = literal !== null && literal.slice(-1) === '/' ? literal.slice(0, -1) : literal;
      plain = base === null ? null : {base: base, folded: base.toLowerCase()};
      plainPaths.set(path, plain);
    }
    if (plain === null) return undefined;
    if (pathname !== lastPathname) {
      lastPathname = pathname;
      // Only ASCII letters fold: the `i` flag never maps a non-ASCII character onto an ASCII one.
      lastFolded = pathname.replace(/[A-Z]+/g, function (letters) {
        return letters.toLowerCase();
      });
    }
    var wanted = sensitive ? plain.base : plain.folded;
    if (!(sensitive ? pathname : lastFolded).startsWith(wanted)) return null;
    var length = wanted.length;
    var url;
    if (pathname.length === length || (pathname.length === length + 1 && pathname.charCodeAt(length) === 47)) {
      url = pathname;
    } else if (!exact && pathname.charCodeAt(length) === 47) {
      // Not at the end: a prefix match must stop at a segment boundary.
      url = pathname.slice(0, length);
    } else {
      return null;
    }
    return {path: path, url: path === '/' && url === '' ? '/' : url, isExact: pathname === url, params: {}};
  };
}

var ANCHOR = 'var paths = [].concat(path);';

/** react-router's ESM source with `matchPath` answering plain paths first (throws if the code moved). */
function patchReactRouter(source, file) {
  if (source.indexOf(ANCHOR) === -1) {
    throw new Error('static-route-match: "' + ANCHOR + '" not found in ' + file + '; check the patch after upgrading');
  }
  return (
    source.replace(
      ANCHOR,
      'if (typeof path === "string" && !strict) {\n' +
        '    var plainMatch = matchPlainPath(pathname, path, exact, sensitive);\n' +
        '    if (plainMatch !== undefined) return plainMatch;\n' +
        '  }\n  ' +
        ANCHOR,
    ) +
    '\nvar matchPlainPath = (' +
    createPlainPathMatcher.toString() +
    ')();\n'
  );
}

/** Bundler loader (webpack/Rspack API) for react-router's ESM build. */
function reactRouterLoader(source) {
  return patchReactRouter(source, this.resourcePath);
}

module.exports = reactRouterLoader;
module.exports.createPlainPathMatcher = createPlainPathMatcher;
module.exports.patchReactRouter = patchReactRouter;
