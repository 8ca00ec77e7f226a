/**
 * The local search index as shipped to the browser: one JSON file, content-hashed, fetched on the
 * first interaction with search.
 *
 * Search units are the page (lvl1) and heading (lvl2…lvl6) records; the text of the paragraphs, list
 * items and table rows under a heading is indexed as that unit's body. Postings are per term and per
 * field, as base64 VLQ gap lists, which keeps the file several times smaller than a serialised
 * MiniSearch index of the same records (see scripts/bench-search.ts).
 */
import type {AskManifest} from '../ask/settings';
import type {ExpansionRow} from './vocabulary';

/** 2: shipped packed (packIndex): units with relative numbers and derived anchors, front-coded terms. */
export const INDEX_FORMAT_VERSION = 2;

/** [route path, lvl0 index, docusaurus_tag index, language index, pageRank, description] */
export type PageRow = [string, number, number, number, number, string];

/** [page index, heading level 1–6, heading text, anchor or '', parent unit or -1, body length in words, id position or 0] */
export type UnitRow = [number, number, string, string, number, number, number];

export type CompactIndex = {
  v: typeof INDEX_FORMAT_VERSION;
  siteUrl: string;
  lvl0: string[];
  tags: string[];
  languages: string[];
  pages: PageRow[];
  units: UnitRow[];
  /** Sorted terms, newline-separated. */
  terms: string;
  /** Per term (space-separated, in term order): the units whose heading (or page title) has the term. */
  heading: string;
  /** Per term: the pages whose description has the term. */
  description: string;
  /** Per term: the units whose body text has the term. */
  body: string;
  /** Per term: the pages the vocabulary layer names with it (other platforms' terms, reader goals). */
  alias?: string;
  /** The vocabulary layer: query rewrites built with the index (src/search/vocabulary.ts). */
  expansions?: ExpansionRow[];
  /**
   * The vocabulary layer's related words: per line, a reader's word (stemmed) and the docs' terms it
   * may stand for ("recap summary"), searched beside the word itself at a lower weight.
   */
  related?: string;
};

/**
 * A unit row as shipped: [pages since the previous unit's, heading level, heading text, anchor (1 when
 * it is the heading text's slug, as most are), units back to the parent (0 for none), body length in
 * words, id position or 0]. Small numbers and no repeated slugs: 79 KB gzip of rows became 45 KB.
 */
export type PackedUnitRow = [number, number, string, string | 1, number, number, number];

/** The index as written to the file: CompactIndex with packed unit rows and front-coded terms. */
export type PackedIndex = Omit<CompactIndex, 'units' | 'terms'> & {
  packed: true;
  units: PackedUnitRow[];
  /** Per line: one character for how many leading letters the term shares with the line before (code − 48), then the rest. */
  terms: string;
};

/**
 * A heading's anchor as Docusaurus makes it from the heading text, when no id is given and it is the
 * first heading of that text on the page (github-slugger: lower case, punctuation dropped, spaces to
 * hyphens). Where this differs from the real anchor, the packed row keeps the anchor itself.
 */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A shared prefix longer than this is cut to it, so the count stays one printable character. */
const MAX_SHARED = 40;

export function packIndex(index: CompactIndex): PackedIndex {
  let previous = '';
  const terms = (index.terms ? index.terms.split('\n') : []).map((term) => {
    let shared = 0;
    while (shared < MAX_SHARED && shared < term.length && term[shared] === previous[shared]) shared++;
    previous = term;
    return String.fromCharCode(48 + shared) + term.slice(shared);
  });
  const units = index.units.map(([page, level, text, anchor, parent, length, position], i): PackedUnitRow => [
    i === 0 ? page : page - index.units[i - 1][0],
    level,
    text,
    anchor !== '' && anchor === slugOf(text) ? 1 : anchor,
    parent < 0 ? 0 : i - parent,
    length,
    position,
  ]);
  return {...index, packed: true, units, terms: terms.join('\n')};
}

/** The index the engine works on, from the file (packed) or as built in memory (already unpacked). */
export function unpackIndex(index: CompactIndex | PackedIndex): CompactIndex {
  if (!('packed' in index)) return index;
  const {packed: _packed, units: rows, terms: coded, ...rest} = index;
  let previous = '';
  const terms = (coded ? coded.split('\n') : []).map((line) => {
    previous = previous.slice(0, line.charCodeAt(0) - 48) + line.slice(1);
    return previous;
  });
  let page = 0;
  const units = rows.map(([pageStep, level, text, anchor, back, length, position], i): UnitRow => {
    page += pageStep;
    return [page, level, text, anchor === 1 ? slugOf(text) : anchor, back === 0 ? -1 : i - back, length, position];
  });
  return {...rest, units, terms: terms.join('\n')};
}

/**
 * Where the browser finds the current index: a tiny, uncached file at a fixed URL. With Ask AI on the
 * docs answerers, it also says how questions are answered (src/ask/settings.ts).
 */
export type SearchManifest = {
  v: typeof INDEX_FORMAT_VERSION;
  index: string;
  bytes: number;
  records: number;
  ask?: AskManifest;
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i;

/** Encodes a sorted list of distinct non-negative ids as base64 VLQ gaps (5 data bits per character). */
export function encodeIds(ids: number[]): string {
  let out = '';
  let previous = -1;
  for (const id of ids) {
    let value = id - previous - 1;
    previous = id;
    do {
      let digit = value & 31;
      value >>>= 5;
      if (value > 0) digit |= 32;
      out += ALPHABET[digit];
    } while (value > 0);
  }
  return out;
}

export function decodeIds(text: string): Int32Array {
  const out: number[] = [];
  let previous = -1;
  let value = 0;
  let shift = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = DIGIT[text.charCodeAt(i)];
    value |= (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      previous += value + 1;
      out.push(previous);
      value = 0;
      shift = 0;
    }
  }
  return Int32Array.from(out);
}
