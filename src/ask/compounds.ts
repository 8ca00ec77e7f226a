import {fold, identifierTerm, stem} from '../search/tokenize';

/**
 * Hyphenated names in a question that the docs never use: "co-browsing", "white-label",
 * "screen-sharing". Search splits them into words the docs do use ("co", "browsing", "white", "label"),
 * so without this a question about a feature Mynah lacks reads as one about features it has. A
 * compound counts as used when the index holds its joined form (the index adds "cobrowsing" for any
 * "co-browsing" in the docs) or a section found for the question writes its parts side by side, with
 * a space, a hyphen or nothing between ("first reply" for "first-reply", "out of the box").
 */

/** Endings that make a word describe its first part ("CDP-style", "navigation-type"): not a name. */
const DESCRIBING_ENDINGS = new Set(
  'style type like based level wide only free friendly specific related ready enabled driven facing sized'.split(' '),
);

/** The compounds of a text, as written, with their folded parts. */
export function compoundsOf(text: string): {compound: string; parts: string[]}[] {
  const out: {compound: string; parts: string[]}[] = [];
  for (const m of text.matchAll(/\p{L}+(?:-\p{L}+)+/gu)) {
    const parts = m[0].split('-').map(fold);
    if (DESCRIBING_ENDINGS.has(parts[parts.length - 1])) continue;
    out.push({compound: m[0], parts});
  }
  return out;
}

/**
 * A capitalised name (one or two words) after a word inside a sentence, then a noun that says what kind of
 * product it is ("Signal messenger", "GraphQL version", "Chrome extension").
 */
const PRODUCT_NAME =
  /(?<=[\p{L}\p{N},;)] )(\p{Lu}[\p{L}\p{N}]*(?:[ .]\p{Lu}[\p{L}\p{N}]*)?) (channel|extension|plugin|plug-in|connector|integration|add-on|addon|messenger|version|library|client)s?\b/gu;

/**
 * A capitalised name inside a sentence followed by a noun saying what kind of product it is: "the
 * Signal messenger channel", "a GraphQL version of the API". Read as a compound, so a pair the docs
 * never write side by side ("Signal messenger") counts as a name they do not use, even though
 * "signal" and "version" are everyday words of theirs. `isTopic` leaves out a name whose every word
 * the docs have a page or heading about ("the Shopify integration", whatever they call its kind); one
 * word of a topic is not enough ("Power BI connector": Power Automate has a page, Power BI none).
 */
export function productNamesOf(
  text: string,
  isTopic: (word: string) => boolean,
): {compound: string; parts: string[]}[] {
  const out: {compound: string; parts: string[]}[] = [];
  for (const m of text.matchAll(PRODUCT_NAME)) {
    const name = m[1].split(/[ .]/).map(fold);
    if (name.includes('mynah') || name.every(isTopic)) continue;
    out.push({compound: m[0], parts: [...name, ...m[2].split('-').map(fold)]});
  }
  return out;
}

/** The parts written side by side in running text: "co-brows", "co brows", "cobrows" (any ending). */
function sideBySide(parts: string[]): RegExp {
  const last = stem(parts[parts.length - 1]);
  // The last part's stem less a letter, so "sharing" matches "share" and "browsing" "browse".
  const ending = last.length > 4 ? last.slice(0, -1) : last;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${[...parts.slice(0, -1), ending].map(escape).join('[-\\s]?')}`, 'u');
}

/**
 * The compounds of the asking clause the docs do not use (hyphenated names, and product names with
 * their kind when `isTopic` is given): neither in the index as one term nor side by side in any of
 * `texts` (the retrieved sections' titles, headings and text, folded). `texts` is called at most once,
 * and only when a compound is missing from the index: most questions have none.
 */
export function unknownCompounds(
  ask: string,
  hasTerm: (term: string) => boolean,
  texts: () => string[],
  isTopic: (word: string) => boolean = () => true,
): {compound: string; parts: string[]}[] {
  let folded: string[] | undefined;
  return [...compoundsOf(ask), ...productNamesOf(ask, isTopic)].filter(({compound, parts}) => {
    if (hasTerm(stem(identifierTerm(compound)))) return false;
    const pattern = sideBySide(parts);
    return !(folded ??= texts()).some((text) => pattern.test(text));
  });
}
