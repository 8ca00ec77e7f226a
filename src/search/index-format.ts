/**
 * The local search index as shipped to the browser: one JSON file, content-hashed, fetched on the
 * first interaction with search.
 *
 * Search units are the page (lvl1) and heading (lvl2…lvl6) records; the text of the paragraphs, list
 * items and table rows under a heading is indexed as that unit's body. Postings are per term and per
 * field, as gap lists in printable characters (encodeIds), which keeps the file several times smaller
 * than a serialised MiniSearch index of the same records (see scripts/bench-search.ts).
 */
import type {AskManifest} from '../ask/settings';
import type {ExpansionRow} from './vocabulary';

/**
 * 2: shipped packed (packIndex): units with relative numbers and derived anchors, front-coded terms.
 * 3: unit rows without page and parent (both follow from the heading levels) or a zero position.
 * 4: id lists in 84 printable characters (encodeIds) instead of base64 VLQ.
 * 5: front-coded terms start with a capital letter instead of a newline and a count.
 * 6: a page path that ends in its title's slug ends in '#' instead.
 * 7: reader goals in a field of their own (goals), apart from other platforms' names (alias).
 */
export const INDEX_FORMAT_VERSION = 7;

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
  /** Per term: the pages the vocabulary layer names with it (other platforms' terms). */
  alias?: string;
  /** Per term: the pages whose reader goals (goal-phrases.ts) have it. */
  goals?: string;
  /** The vocabulary layer: query rewrites built with the index (src/search/vocabulary.ts). */
  expansions?: ExpansionRow[];
  /**
   * The vocabulary layer's related words: per line, a reader's word (stemmed) and the docs' terms it
   * may stand for ("recap summary"), searched beside the word itself at a lower weight.
   */
  related?: string;
  /**
   * Products whose terms the reviewed map holds (stemmed, space-separated): beside one of their terms
   * in a query ("hubspot active lists") they name where the reader comes from, and count less.
   */
  vendors?: string;
};

/**
 * A unit row as shipped: [heading level, heading text, anchor (1 when it is the heading text's slug, as
 * most are), body length in words, id position when not 0]. Its page and parent are not written: a
 * level-1 unit starts the next page, and the parent is the nearest unit above on the same page with a
 * lower level (unitLinks). Small numbers and no repeated slugs: 79 KB gzip of rows became 45 KB, and
 * 41 KB without page and parent.
 */
export type PackedUnitRow = [number, string, string | 1, number] | [number, string, string | 1, number, number];

/** The index as written to the file: CompactIndex with packed unit rows and front-coded terms. */
export type PackedIndex = Omit<CompactIndex, 'pages' | 'units' | 'terms'> & {
  packed: true;
  /**
   * Page rows whose path, when its last segment is the slug of the page's title (its first level-1
   * unit), as for about half the pages, ends in '#' in its place: "/api/#" for "/api/add-user" under
   * "Add user". A URL path has no '#' of its own. 1.6 KB gzip less.
   */
  pages: PageRow[];
  units: PackedUnitRow[];
  /**
   * [unit, page, parent] for the units whose page or parent the rows' levels do not give (unitLinks):
   * none in the site's index, whose every page starts with its title, but an index may have them.
   */
  links?: [number, number, number][];
  /**
   * Per term: a capital letter for how many leading letters it shares with the term before ('A' none,
   * up to 'Z' for 25), then the rest. Terms are folded to lower case, so a capital starts each one and
   * no separator is needed: 2.6 KB gzip less than a newline and a count.
   */
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

/** A shared prefix longer than this is cut to it, so the count stays one capital letter. */
const MAX_SHARED = 25;
const CAPITAL = /[A-Z]/;

export function packIndex(index: CompactIndex): PackedIndex {
  let previous = '';
  const terms = (index.terms ? index.terms.split('\n') : []).map((term) => {
    if (CAPITAL.test(term)) throw new Error(`The index term "${term}" has a capital letter: terms are folded.`);
    let shared = 0;
    while (shared < MAX_SHARED && shared < term.length && term[shared] === previous[shared]) shared++;
    previous = term;
    return String.fromCharCode(65 + shared) + term.slice(shared);
  });
  const units = index.units.map(([, level, text, anchor, , length, position]): PackedUnitRow => {
    const row: PackedUnitRow = [level, text, anchor !== '' && anchor === slugOf(text) ? 1 : anchor, length];
    return position ? [...row, position] : row;
  });
  const links: [number, number, number][] = [];
  unitLinks(
    index.units.map((u) => u[1]),
    (i, page, parent) => {
      const [actualPage, , , , actualParent] = index.units[i];
      if (actualPage === page && actualParent === parent) return undefined;
      links.push([i, actualPage, actualParent]);
      return [actualPage, actualParent];
    },
  );
  const titles = pageTitles(index.units);
  const pages = index.pages.map((row, page): PageRow => {
    const [path] = row;
    if (path.includes('#')) throw new Error(`The page path "${path}" has a '#': paths are URL paths.`);
    const cut = path.lastIndexOf('/') + 1;
    const title = titles.get(page);
    return title !== undefined && cut < path.length && path.slice(cut) === slugOf(title)
      ? ([`${path.slice(0, cut)}#`, ...row.slice(1)] as PageRow)
      : row;
  });
  // The postings first and the rows and terms last: gzip finds more of its matches in that order
  // (1.5 KB less for the site's index than rows first; the values are the same).
  const {pages: _pages, units: _units, terms: _terms, ...rest} = index;
  return {...rest, packed: true, pages, units, ...(links.length > 0 ? {links} : {}), terms: terms.join('')};
}

/** Each page's title: the text of its first level-1 unit. */
function pageTitles(units: UnitRow[]): Map<number, string> {
  const titles = new Map<number, string>();
  for (const [page, level, text] of units) if (level === 1 && !titles.has(page)) titles.set(page, text);
  return titles;
}

/**
 * Each unit's page and parent from the units' heading levels, as the index build assigns them: a
 * level-1 unit (a page title) starts the next page, and a unit's parent is the nearest unit above it
 * on its page with a lower level (-1 for none). `link` may replace what the levels give for a unit
 * (packIndex records those units, unpackIndex replays them); the units after it follow from there.
 */
function unitLinks(
  levels: number[],
  link: (unit: number, page: number, parent: number) => [number, number] | undefined,
): {pages: Int32Array; parents: Int32Array} {
  const pages = new Int32Array(levels.length);
  const parents = new Int32Array(levels.length);
  // The units above the current one on its page that may still be a parent: levels rise along it.
  const open: number[] = [];
  let page = -1;
  levels.forEach((level, i) => {
    const next = level === 1 ? page + 1 : page;
    if (next !== page) open.length = 0;
    while (open.length > 0 && levels[open[open.length - 1]] >= level) open.pop();
    let parent = open.length > 0 ? open[open.length - 1] : -1;
    const given = link(i, next, parent);
    if (given) {
      if (given[0] !== next) open.length = 0;
      while (open.length > 0 && levels[open[open.length - 1]] >= level) open.pop();
      [page, parent] = given;
    } else page = next;
    pages[i] = page;
    parents[i] = parent;
    open.push(i);
  });
  return {pages, parents};
}

/** The index the engine works on, from the file (packed) or as built in memory (already unpacked). */
export function unpackIndex(index: CompactIndex | PackedIndex): CompactIndex {
  if (!('packed' in index)) return index;
  const {packed: _packed, pages: rows, units: unitRows, links, terms: coded, ...rest} = index;
  let previous = '';
  const terms = (coded ? coded.split(/(?=[A-Z])/) : []).map((line) => {
    previous = previous.slice(0, line.charCodeAt(0) - 65) + line.slice(1);
    return previous;
  });
  const given = new Map((links ?? []).map(([unit, page, parent]) => [unit, [page, parent] as [number, number]]));
  const {pages, parents} = unitLinks(
    unitRows.map((row) => row[0]),
    (unit) => given.get(unit),
  );
  const units = unitRows.map(([level, text, anchor, length, position = 0], i): UnitRow => [
    pages[i],
    level,
    text,
    anchor === 1 ? slugOf(text) : anchor,
    parents[i],
    length,
    position,
  ]);
  const titles = pageTitles(units);
  const pageRows = rows.map((row, page): PageRow => {
    const [path] = row;
    return path.endsWith('#')
      ? ([path.slice(0, -1) + slugOf(titles.get(page) ?? ''), ...row.slice(1)] as PageRow)
      : row;
  });
  return {...rest, pages: pageRows, units, terms: terms.join('\n')};
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

/**
 * Id lists are written as gaps (an id less the one before it, less one), one character per gap below
 * END_DIGITS and a few more for larger ones: the gap's remainder by END_DIGITS ends it, after the rest
 * in base MORE_DIGITS, lowest digit first, in digits of their own (bijective: each rest has one
 * spelling). Against base64 VLQ (5 bits a character) the site's lists are 6% shorter and the index
 * 4.2 KB smaller in gzip; anything from 64 to 80 end digits with 6 to 9 more measured within 0.5 KB
 * of that. The characters are printable ASCII without the space that separates lists, and
 * without the quote and backslash that JSON would escape.
 */
const DIGITS = Array.from({length: 94}, (_, i) => String.fromCharCode(33 + i))
  .filter((c) => c !== '"' && c !== '\\')
  .join('');
const END_DIGITS = 76;
const MORE_DIGITS = 8;
/** Per character code: its digit value, END_DIGITS and up for the digits before the last. */
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < END_DIGITS + MORE_DIGITS; i++) DIGIT[DIGITS.charCodeAt(i)] = i;

/** Encodes a sorted list of distinct non-negative ids as gaps in printable characters. */
export function encodeIds(ids: number[]): string {
  let out = '';
  let previous = -1;
  for (const id of ids) {
    const gap = id - previous - 1;
    previous = id;
    for (let rest = Math.floor(gap / END_DIGITS); rest > 0; rest = Math.floor(rest / MORE_DIGITS)) {
      rest -= 1;
      out += DIGITS[END_DIGITS + (rest % MORE_DIGITS)];
    }
    out += DIGITS[gap % END_DIGITS];
  }
  return out;
}

export function decodeIds(text: string): Int32Array {
  const out: number[] = [];
  let previous = -1;
  let rest = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i++) {
    const digit = DIGIT[text.charCodeAt(i)];
    if (digit >= END_DIGITS) {
      rest += (digit - END_DIGITS + 1) * scale;
      scale *= MORE_DIGITS;
    } else {
      previous += rest * END_DIGITS + digit + 1;
      out.push(previous);
      rest = 0;
      scale = 1;
    }
  }
  return Int32Array.from(out);
}
