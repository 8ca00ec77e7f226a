import fs from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/search/engine';
import type {PackedIndex, SearchManifest} from '../../src/search/index-format';
import type {PassagesChunk} from '../../src/ask/passages';

/**
 * The docs the ask server answers from: the same search index and passages files the site ships, read
 * once from a build folder. The browser names sections by unit id; the text always comes from here.
 */

export type DocSection = {unit: number; path: string; title: string; text: string};

export type Docs = {
  /** A section by unit id, or null for an id the build does not have. */
  section(unit: number): DocSection | null;
  units: number;
};

/** Longest section text given to the model, in characters. */
export const MAX_SECTION_CHARS = 2500;

export function loadDocs(buildDir: string): Docs {
  const read = <T>(url: string): T =>
    JSON.parse(fs.readFileSync(path.join(buildDir, url.replace(/^\//, '')), 'utf8')) as T;
  const manifestFile = path.join(buildDir, 'search-index.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the site first (npm run build), or set ASK_BUILD_DIR.`);
  }
  const manifest = read<SearchManifest>('/search-index.json');
  if (!manifest.ask) {
    throw new Error(`${buildDir} was built without Ask AI passages: build it with ASK_AI_ANSWERER=llm (or local).`);
  }
  const engine = new SearchEngine(read<PackedIndex>(manifest.index));
  const texts: string[][] = [];
  for (const url of manifest.ask.passages.chunks) {
    const chunk = read<PassagesChunk>(url);
    chunk.units.forEach((blocks, i) => (texts[chunk.start + i] = blocks));
  }
  return {
    units: texts.length,
    section(unit) {
      if (!Number.isInteger(unit) || unit < 0 || unit >= texts.length || unit >= engine.unitCount) return null;
      const info = engine.unit(unit);
      const headings = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
        .map((level) => info.hierarchy[level])
        .filter(Boolean);
      return {
        unit,
        path: info.anchor ? `${info.path}#${info.anchor}` : info.path,
        title: headings.join(' › '),
        text: texts[unit].join('\n').slice(0, MAX_SECTION_CHARS),
      };
    },
  };
}
