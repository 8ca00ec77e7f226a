/**
 * Word forms the docs use for a reader's word, where the search index's light stemming keeps them
 * apart: "date" and "back-dated" (indexed "date" and "dat"), "delete" and "deletion", "expire" and
 * "expiration", "personalisation" and "personalization". Ask AI reads such a form in a passage as
 * stating the word, a little less than the word itself. Only endings that keep the meaning are
 * used (a final e, -ion, -ation, -ition, -ment, and British -is- for -iz-); "-y" or "-al" would join
 * "bus" and "busy", "general" and "generation".
 */

/** How much a word form counts against 1 for the word itself. */
export const FORM_WEIGHT = 0.85;

const ENDINGS = ['e', 'ion', 'ation', 'ition', 'ment'];

/**
 * Stems whose -ion word means something else: "product" and "production", "direct" and "direction",
 * "bill" and "billion", "except" and "exception". (The docs' pairs were listed and read one by one.)
 */
const ION_APART = new Set(['bill', 'contract', 'convers', 'direct', 'except', 'express', 'product', 'project']);

/** British and American spellings read alike: "personalis…" → "personaliz…", "organis…" → "organiz…". */
function spelling(term: string): string {
  return term.replace(/is(e|ed|es|ing|ation|ations|ement|er|ers)?$/, (m) => m.replace(/^is/, 'iz'));
}

/** Index terms by spelling, built once per list of terms. */
const bySpelling = new WeakMap<readonly string[], Map<string, string[]>>();

function spellings(terms: readonly string[]): Map<string, string[]> {
  let map = bySpelling.get(terms);
  if (!map) {
    map = new Map();
    for (const t of terms) {
      if (t.length < 3 || /\d/.test(t)) continue;
      const key = spelling(t);
      const list = map.get(key);
      if (list) list.push(t);
      else map.set(key, [t]);
    }
    bySpelling.set(terms, map);
  }
  return map;
}

/** The index terms that are forms of `term` (itself excluded); words with digits, and short words, have none. */
export function formsOf(term: string, terms: readonly string[]): string[] {
  if (term.length < 4 || /\d/.test(term)) return [];
  const map = spellings(terms);
  const base = spelling(term);
  const out = new Set<string>(map.get(base) ?? []);
  for (const ending of ENDINGS) {
    if (ending === 'ion' && (ION_APART.has(base) || ION_APART.has(base.slice(0, -3)))) continue;
    if (ending === 'e' || base.length >= 4) for (const t of map.get(base + ending) ?? []) out.add(t);
    if (base.endsWith(ending) && base.length - ending.length >= (ending === 'e' ? 3 : 4)) {
      for (const t of map.get(base.slice(0, -ending.length)) ?? []) out.add(t);
    }
  }
  out.delete(term);
  return [...out];
}
