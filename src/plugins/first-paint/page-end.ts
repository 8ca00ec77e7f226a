/**
 * The id of an empty element after the footer, the last element of every page (src/theme/Footer).
 * The first-paint plugin's `rel=expect` link names it, so the browser paints only once the whole
 * page's markup has been parsed.
 */
export const PAGE_END_ID = 'page-end';
