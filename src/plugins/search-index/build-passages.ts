import type {SearchRecord} from '../../search/records';
import {PASSAGES_FORMAT_VERSION, type PassagesChunk} from '../../ask/passages';

/**
 * The passages Ask AI answers from: the text under each search unit (a page title or a heading), in
 * the local index's unit order, so unit ids from a search are ids here too. The compact index keeps
 * postings only, not text; this is the text, fetched only when a reader asks.
 *
 * Units are walked exactly as buildIndex walks them: every page or heading record starts a unit, and
 * content records belong to the unit above them on the same page. Page descriptions are left out: they
 * summarise what a page covers in keywords ("statuses, priorities, fields…") and state no facts, so as
 * passages they would match every question about the page and answer none.
 */
export function unitTexts(records: SearchRecord[]): string[][] {
  const units: string[][] = [];
  let currentPage: string | null = null;
  let current: string[] | null = null;
  for (const record of records) {
    if (record.type === 'content') {
      if (current && currentPage === record.url_without_anchor && record.content) current.push(record.content);
      continue;
    }
    current = [];
    currentPage = record.url_without_anchor;
    units.push(current);
  }
  return units;
}

/** About this many characters of text per passages file; a file always ends at a page boundary. */
export const CHUNK_TARGET_CHARS = 48_000;

/**
 * Splits the units into files of about CHUNK_TARGET_CHARS at page boundaries, so a question fetches the
 * few files its sections are in (tens of KB) rather than the whole site's text (over 500 KB gzip).
 */
export function chunkPassages(records: SearchRecord[], target = CHUNK_TARGET_CHARS): PassagesChunk[] {
  const texts = unitTexts(records);
  // The unit at which each page starts.
  const pageStarts: number[] = [];
  let unit = -1;
  let page: string | null = null;
  for (const record of records) {
    if (record.type === 'content') continue;
    unit++;
    if (record.url_without_anchor !== page) {
      page = record.url_without_anchor;
      pageStarts.push(unit);
    }
  }
  const chunks: PassagesChunk[] = [];
  let start = 0;
  let size = 0;
  pageStarts.push(texts.length);
  for (let p = 1; p < pageStarts.length; p++) {
    for (let u = pageStarts[p - 1]; u < pageStarts[p]; u++) size += texts[u].reduce((sum, t) => sum + t.length, 0);
    if (size >= target || p === pageStarts.length - 1) {
      const end = pageStarts[p];
      if (end > start) chunks.push({v: PASSAGES_FORMAT_VERSION, start, units: texts.slice(start, end)});
      start = end;
      size = 0;
    }
  }
  return chunks;
}
