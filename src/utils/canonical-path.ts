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
      .replace(/\/index$/i, '')
      .replace(/(.)\/+$/, '$1');
    if (next === path) break;
    path = next;
  }
  return path === '' ? '/' : path;
}
