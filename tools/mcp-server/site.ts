import fs from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/search/engine';
import type {PackedIndex, SearchManifest} from '../../src/search/index-format';
import {PassageStore} from '../../src/ask/passages';
import {markdownPath} from '../../src/utils/markdown-path';

/**
 * The built site the MCP server answers from, read from disk once: the search manifest and the index
 * it names, Ask AI's passages (read file by file, as the browser fetches them), the sitemap's pages and
 * each page's Markdown (written by src/plugins/llms-txt). Nothing here touches the network.
 */
export type BuiltSite = {
  buildDir: string;
  /** The public origin the build was made for (from the sitemap), e.g. https://docs.mynah.app. */
  origin: string;
  manifest: SearchManifest;
  engine: SearchEngine;
  /** Ask AI's passages; null when the site was built with Ask AI off or answered by Algolia. */
  passages: PassageStore | null;
  /** Site paths of every page in the sitemap, e.g. /docs/platform_concepts/getting-started. */
  pages: string[];
  /** The Markdown of a site path, or null when the build has none. */
  markdown(sitePath: string): string | null;
};

export class SiteError extends Error {}

function readJson<T>(buildDir: string, url: string): T {
  return JSON.parse(fs.readFileSync(path.join(buildDir, url.replace(/^\//, '')), 'utf8')) as T;
}

export function loadSite(buildDir: string): BuiltSite {
  const manifestFile = path.join(buildDir, 'search-index.json');
  if (!fs.existsSync(manifestFile)) {
    throw new SiteError(`${manifestFile} is missing: build the site first (npm run build), or pass --build-dir.`);
  }
  const manifest = readJson<SearchManifest>(buildDir, '/search-index.json');
  const engine = new SearchEngine(readJson<PackedIndex>(buildDir, manifest.index));
  const passages = manifest.ask
    ? new PassageStore(manifest.ask.passages, async <T>(url: string) => readJson<T>(buildDir, url))
    : null;
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
  const origin = locations[0]?.origin ?? 'https://docs.mynah.app';
  const pages = locations.map((url) => url.pathname.replace(/(.)\/$/, '$1'));
  return {
    buildDir,
    origin,
    manifest,
    engine,
    passages,
    pages,
    markdown(sitePath) {
      const file = path.join(buildDir, markdownPath(sitePath).slice(1));
      // The resolved file must stay inside the build folder, whatever the path says.
      if (!path.resolve(file).startsWith(path.resolve(buildDir) + path.sep)) return null;
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    },
  };
}

/**
 * A page's site path from what a client sends: a full URL (any origin, so the deployed site's URLs work
 * against a local build), a path, or either with `.md`, a trailing slash, a query or an anchor.
 */
export function sitePathOf(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim(), 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const pathname = decodeURIComponent(url.pathname)
    .replace(/\.md$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/+$/, '$1');
  return pathname || '/';
}
