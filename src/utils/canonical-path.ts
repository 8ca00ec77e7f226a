/**
 * Drops trailing slashes but keeps a leading one. A loop, not a regular expression: `(.)\/+$` is
 * tried from every position, so a path of many slashes took quadratic time.
 */
function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* "/" */) end -= 1;
  return path.slice(0, end);
}

/**
 * The canonical form of a site path: no `.html` suffix, no `/index` suffix and no
 * trailing slash (the site is built with `trailingSlash: false`). `/` stays `/`.
 * Shared by the production server and the browser so both agree.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname;
  for (;;) {
    const next = path
      .replace(/\/index\.html$/i, '')
      .replace(/\.html$/i, '')
      .replace(/\/index$/i, '');
    const withoutSlashes = trimTrailingSlashes(next);
    if (withoutSlashes === path) break;
    path = withoutSlashes;
  }
  return path === '' ? '/' : path;
}
