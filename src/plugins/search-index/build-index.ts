import {recordId, type SearchRecord} from '../../search/records';
import {
  INDEX_FORMAT_VERSION,
  encodeIds,
  type CompactIndex,
  type PageRow,
  type UnitRow,
} from '../../search/index-format';
import {fold, identifiers, tokens} from '../../search/tokenize';
import {termsOf} from '../../search/terms';
import {isNavigationHeading} from '../../search/navigation';
import {platformVendors, toRows} from '../../search/vocabulary';
import {
  DEFAULT_VOCABULARY,
  buildAliases,
  buildExpansions,
  buildRelated,
  type VocabularySource,
} from './build-vocabulary';

export {termsOf};

/** The line of an API operation page that names its method and path, and its operation id after a dot. */
const OPERATION_SIGNATURE = /^(GET|POST|PUT|PATCH|DELETE)\s*\/\S*(?: · ([A-Za-z]+))?$/;

/**
 * A section's length in words, as the index keeps it: to the nearest power of LENGTH_STEP above 8
 * words. Length only divides a body match's weight (BM25's normalisation), where 30 % either way
 * changes little, and 4,946 exact counts cost 5 KB gzip that a few dozen distinct values do not (the
 * tuning half was 0.907 before and after; steps of 1.1, 1.2 and 1.3 measured 0.907, 0.905, 0.907).
 */
const LENGTH_STEP = 1.3;
export function indexedLength(words: number): number {
  if (words <= 8) return words;
  return Math.round(LENGTH_STEP ** Math.round(Math.log(words) / Math.log(LENGTH_STEP)));
}

/**
 * A body term that is an example value rather than a word: an id, hash, phone number or timestamp from
 * a sample ("4f0c9a1e2b7d…", "447700900123", "20250310t14"). Eight characters or more with three digits
 * or more, unless it is letters then digits, as error codes are ("aadsts50105"). Nobody searches for
 * them, and the 260-odd of them cost 3.8 KB gzip.
 */
export function isExampleValue(term: string): boolean {
  return term.length >= 8 && (term.match(/\d/g)?.length ?? 0) >= 3 && !/^[a-z]+\d+$/.test(term);
}

function indexOf(list: string[], value: string): number {
  const at = list.indexOf(value);
  if (at > -1) return at;
  list.push(value);
  return list.length - 1;
}

/**
 * Builds the compact local index from the site's records: pages and headings become search units,
 * content records become the body of the heading above them.
 */
export function buildIndex(
  records: SearchRecord[],
  siteUrl: string,
  vocabulary: readonly VocabularySource[] = DEFAULT_VOCABULARY,
): CompactIndex {
  const base = siteUrl.replace(/\/$/, '');
  const lvl0: string[] = [];
  const tags: string[] = [];
  const languages: string[] = [];
  const pages: PageRow[] = [];
  const units: UnitRow[] = [];
  const heading = new Map<string, Set<number>>();
  const description = new Map<string, Set<number>>();
  const body = new Map<string, Set<number>>();
  const add = (map: Map<string, Set<number>>, terms: string[], id: number): void => {
    for (const term of terms) {
      let set = map.get(term);
      if (!set) map.set(term, (set = new Set()));
      set.add(id);
    }
  };

  const pageIndex = new Map<string, number>();
  let currentUnit = -1;
  // The unit of each heading level on the current page, for parent links.
  let open: number[] = [];

  for (const record of records) {
    const pageUrl = record.url_without_anchor;
    let page = pageIndex.get(pageUrl);
    if (page === undefined) {
      const path = pageUrl.startsWith(base) ? pageUrl.slice(base.length) || '/' : new URL(pageUrl).pathname;
      page = pages.length;
      pageIndex.set(pageUrl, page);
      pages.push([
        path,
        indexOf(lvl0, record.hierarchy.lvl0),
        indexOf(tags, record.docusaurus_tag),
        indexOf(languages, record.language),
        record.weight.pageRank,
        '',
      ]);
      // The section a page sits in (its breadcrumb root: "API Reference", "Glossary") is part of what
      // it is about: "create user api" names the API without the operation page saying "API".
      add(description, termsOf(record.hierarchy.lvl0), page);
      open = [];
    }
    if (record.type === 'content') {
      if (currentUnit < 0 || units[currentUnit][0] !== page) continue;
      // "Related" and "Next steps" list other pages' titles: indexed, they made this page match queries
      // about those pages (tuning half 0.905 → 0.907, recall@5 0.957 → 0.962, and 3.7 KB gzip less).
      if (isNavigationHeading(units[currentUnit][2])) continue;
      const terms = termsOf(record.content ?? '').filter((term) => !isExampleValue(term));
      units[currentUnit][5] += tokens(record.content ?? '').length;
      add(body, terms, currentUnit);
      // An operation page's method and path (and operation id) name it as its title does.
      // Only as identifiers: the path's words alone ("users", "events") name many pages.
      const signature = units[currentUnit][1] === 1 ? OPERATION_SIGNATURE.exec(record.content ?? '') : null;
      if (signature) {
        const line = signature[0];
        // A one-segment path ("/tickets") would read as the plain word; its method form stays.
        const names = identifiers(line)
          .filter((i) => /^[A-Z]/.test(line.slice(i.start)) || line.slice(i.start, i.end).split('/').length > 2)
          .map((i) => i.term);
        if (signature[2]) names.push(fold(signature[2]));
        add(heading, names, currentUnit);
      }
      continue;
    }
    const level = Number(record.type.slice(3));
    const text = record.hierarchy[record.type as 'lvl1'] ?? '';
    let parent = -1;
    for (let l = level - 1; l >= 1 && parent < 0; l--) parent = open[l] ?? -1;
    const id = units.length;
    // Position is only kept for headings that share their URL with another (no anchor of their own).
    const isDuplicateId = record.objectID !== recordId(record.url);
    units.push([page, level, text, record.anchor ?? '', parent, 0, isDuplicateId ? record.weight.position : 0]);
    open = open.slice(0, level);
    open[level] = id;
    currentUnit = id;
    add(heading, termsOf(text), id);
    if (level === 1 && record.content) {
      pages[page][5] = record.content;
      add(description, termsOf(record.content), page);
    }
  }

  const unitsWith = (term: string): number =>
    (heading.get(term)?.size ?? 0) + (body.get(term)?.size ?? 0) + (description.get(term)?.size ?? 0);
  // The vocabulary layer's aliases: other names of a page (alias) and reader goals (goals), fields of
  // their own; Ask AI weighs the goals apart (SearchOptions.goalWeight).
  const alias = new Map<string, Set<number>>();
  const goals = new Map<string, Set<number>>();
  for (const [path, lists] of buildAliases(vocabulary)) {
    const page = pages.findIndex((p) => p[0] === path);
    if (page < 0) continue;
    for (const {phrases, source} of lists) {
      for (const phrase of phrases) add(source === 'goals' ? goals : alias, termsOf(phrase), page);
    }
  }
  const allTerms = [
    ...new Set([...heading.keys(), ...description.keys(), ...body.keys(), ...alias.keys(), ...goals.keys()]),
  ].sort();
  const lists = (map: Map<string, Set<number>>): string =>
    allTerms.map((t) => encodeIds([...(map.get(t) ?? [])].sort((a, b) => a - b))).join(' ');

  const expansions = toRows(buildExpansions(records, vocabulary, unitsWith));
  // Only with the map's rewrites: a vendor name counts less beside one of its terms (engine.ts).
  const vendors = vocabulary.includes('platform')
    ? platformVendors.flatMap(termsOf).filter((t) => unitsWith(t) > 0)
    : [];
  const related = [...buildRelated(vocabulary, unitsWith)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([word, terms]) => `${word} ${terms.join(' ')}`)
    .join('\n');

  return {
    v: INDEX_FORMAT_VERSION,
    siteUrl: base,
    lvl0,
    tags,
    languages,
    pages,
    units: units.map((unit): UnitRow => [...unit.slice(0, 5), indexedLength(unit[5]), unit[6]] as UnitRow),
    terms: allTerms.join('\n'),
    heading: lists(heading),
    description: lists(description),
    body: lists(body),
    ...(alias.size > 0 ? {alias: lists(alias)} : {}),
    ...(goals.size > 0 ? {goals: lists(goals)} : {}),
    ...(expansions.length > 0 ? {expansions} : {}),
    ...(related ? {related} : {}),
    ...(vendors.length > 0 ? {vendors: vendors.join(' ')} : {}),
  };
}
