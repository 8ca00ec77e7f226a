import crypto from 'node:crypto';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {PAGE_SCRIPTS_ID} from '../first-paint/page-scripts';

/** Every cache the worker opens starts with this; the pages it keeps are in `${CACHE_PREFIX}pages`. */
export const CACHE_PREFIX = 'mynah-docs-';
export const PAGES_CACHE = `${CACHE_PREFIX}pages`;

/** The site path of the offline page the worker precaches and serves for pages it has not kept. */
export const OFFLINE_PAGE_PATH = '/offline';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

/**
 * The scripts and stylesheets a built page loads on start: the app shell the worker precaches so a
 * kept page can start offline. Pages list their scripts (entry bundles, then the page's own chunks)
 * in the JSON element `#page-scripts` (config/ssr-template.ts); other pages' chunks are cached as
 * they are used.
 */
export function shellAssets(html: string): string[] {
  const assets: string[] = [];
  for (const el of elements(parse(html))) {
    const attr = (name: string) => el.attrs.find((a) => a.name === name)?.value;
    if (el.tagName === 'script' && attr('id') === PAGE_SCRIPTS_ID) {
      const text = el.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
      assets.push(...(JSON.parse(text) as string[]));
    } else if (el.tagName === 'link' && attr('rel') === 'stylesheet') {
      const href = attr('href');
      if (href) assets.push(href);
    }
  }
  return [...new Set(assets.filter((url) => url.startsWith('/assets/')))];
}

/**
 * The worker's version: a hash of every built page (which names the hashed assets it uses) and of the
 * worker itself. Any change to content, code or styles changes it, so readers get the update prompt;
 * an identical rebuild keeps it, so they do not.
 */
export function workerVersion(pages: {path: string; content: Buffer | string}[], workerSource: string): string {
  const hash = crypto.createHash('sha256');
  for (const {path, content} of [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(path).update('\0').update(content).update('\0');
  }
  hash.update(workerSource);
  return hash.digest('hex').slice(0, 12);
}

export type WorkerConfig = {version: string; shell: string[]; offlinePage: string; cachePrefix: string};

/** The deployable sw.js: the configuration line, then the worker source. */
export function renderWorker(config: WorkerConfig, workerSource: string): string {
  return `self.__MYNAH_SW__ = ${JSON.stringify(config)};\n${workerSource}`;
}
