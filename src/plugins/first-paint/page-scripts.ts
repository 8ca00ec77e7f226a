/**
 * The id of the JSON element that lists a page's scripts, entry bundles then the route's chunks
 * (written by config/ssr-template.ts). Read by the inline loader that fetches them after the first
 * paint, by the service worker's build (its app shell) and by the idle prefetcher (chunks the page
 * already ran). Its own module so the browser bundle imports the id alone.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';
