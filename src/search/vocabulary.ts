/**
 * The vocabulary layer (issue 27): readers' and other products' words for what the docs call
 * something else, turned into query rewrites the engine applies. It is built with the index from
 * trusted sources (build-vocabulary.ts in the index plugin): the glossary's own "term (ABBR)" titles
 * and the reviewed map of other platforms' terms (platform-terms.ts). Ask AI's retrieval can use the
 * same tables: `platformTerms`, `expansionsOf` and `matchExpansions` are the public API.
 */
import {isSearchable, tokens} from './tokenize';

export {
  PLATFORM_TERMS as platformTerms,
  PLATFORM_VENDORS as platformVendors,
  type PlatformTerm,
} from './platform-terms';

/** A rewrite: when the query holds `from` (stemmed terms, in order), it also searches for `to`. */
export type Expansion = {from: string[]; to: string[]};

/** How the index ships expansions: "from terms" → "to terms", space-separated stems. */
export type ExpansionRow = [string, string];

/** The stemmed, searchable terms of a phrase, as the engine sees a query. */
export function phraseTerms(phrase: string): string[] {
  return tokens(phrase)
    .filter(isSearchable)
    .map((t) => t.term);
}

/** Expansions between phrases that name the same thing; each phrase expands to the first (ours). */
export function expansionsOf(ours: string, others: string[]): Expansion[] {
  const to = phraseTerms(ours);
  if (to.length === 0) return [];
  const out: Expansion[] = [];
  for (const other of others) {
    const from = phraseTerms(other);
    if (from.length > 0 && from.join(' ') !== to.join(' ')) out.push({from, to});
  }
  return out;
}

export function toRows(expansions: Expansion[]): ExpansionRow[] {
  const seen = new Set<string>();
  const rows: ExpansionRow[] = [];
  for (const {from, to} of expansions) {
    const row: ExpansionRow = [from.join(' '), to.join(' ')];
    const key = row.join('→');
    if (!seen.has(key)) rows.push(row);
    seen.add(key);
  }
  return rows;
}

export function fromRows(rows: ExpansionRow[] | undefined): Expansion[] {
  return (rows ?? []).map(([from, to]) => ({from: from.split(' '), to: to.split(' ')}));
}

/** A rewrite found in a query: the query words [start, end) stand for `to`. */
export type ExpansionMatch = {start: number; end: number; to: string[]};

/**
 * The expansions a query's term sequence holds, longest first and not overlapping, so "live agent
 * transfer" is read as one phrase, not as "agent" alone.
 */
export function matchExpansions(seq: string[], byFirst: Map<string, Expansion[]>): ExpansionMatch[] {
  const out: ExpansionMatch[] = [];
  let i = 0;
  while (i < seq.length) {
    let best: ExpansionMatch | null = null;
    for (const e of byFirst.get(seq[i]) ?? []) {
      if (i + e.from.length > seq.length || !e.from.every((t, k) => seq[i + k] === t)) continue;
      if (!best || e.from.length > best.end - best.start) best = {start: i, end: i + e.from.length, to: e.to};
    }
    if (best) {
      out.push(best);
      i = best.end;
    } else i++;
  }
  return out;
}

export function indexByFirst(expansions: Expansion[]): Map<string, Expansion[]> {
  const map = new Map<string, Expansion[]>();
  for (const e of expansions) map.set(e.from[0], [...(map.get(e.from[0]) ?? []), e]);
  return map;
}
