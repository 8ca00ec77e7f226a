/**
 * The shape of one search record, as DocSearch (and an Algolia index built by its crawler) expects it.
 * The build writes these records once (src/plugins/search-index); the local index and the push to a
 * hosted engine (scripts/push-search-records.ts) both start from the same list.
 */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = {lvl0: string} & {[K in Exclude<Level, 'lvl0'>]: string | null};

export type SearchRecord = {
  objectID: string;
  /** Absolute URL, with `#anchor` for anything below the page title. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Paragraph, list item or table row text; the page description on `lvl1` records. */
  content: string | null;
  /** DocSearch's ranking tie-breakers: heading level (100 for lvl1 … 0 for content) and order in the page. */
  weight: {pageRank: number; level: number; position: number};
  language: string;
  docusaurus_tag: string;
};

/** `weight.level` per record type, as the DocSearch crawler assigns it. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/**
 * Stable record ids: a 64-bit FNV-1a hash of the record's URL (plus its position within the section
 * for content records), so an edit elsewhere on a page does not change them. The browser computes the
 * same ids for local hits, so recent and favourite searches survive a rebuild.
 */
export function recordId(url: string, contentIndex?: number): string {
  const input = contentIndex === undefined ? url : `${url}\u0000${contentIndex}`;
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return ((h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0')).slice(0, 16);
}
