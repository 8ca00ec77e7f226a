/**
 * Ranking quality of a search over a query set: MRR@10 and recall@5 on distinct pages, overall and by
 * kind. Shared by the local engine and the Pagefind peer in scripts/bench-search.ts.
 */
export type BenchQuery = {q: string; url: string; also?: string[]; kind: string; role?: string};

export type Scored = {query: BenchQuery; rank: number; rr: number; at5: boolean; pages: string[]};

export type Quality = {n: number; mrr: number; recall5: number; byKind: Map<string, {n: number; mrr: number}>};

/**
 * Reciprocal rank of the first relevant page among the first `k` distinct pages. `twins` maps a page
 * the index leaves out as a copy of another (/api/introduction, the same text as /api) to the one it
 * keeps: a query labelled with either is answered by the page kept.
 */
export function scoreQuery(pages: string[], query: BenchQuery, k = 10, twins?: Map<string, string>): Scored {
  const labelled = [query.url, ...(query.also ?? [])];
  const relevant = new Set([...labelled, ...labelled.flatMap((page) => twins?.get(page) ?? [])]);
  const rank = pages.slice(0, k).findIndex((p) => relevant.has(p)) + 1;
  return {query, rank, rr: rank > 0 ? 1 / rank : 0, at5: rank > 0 && rank <= 5, pages};
}

export function summarise(scored: Scored[]): Quality {
  const mean = (list: Scored[]): number => list.reduce((s, r) => s + r.rr, 0) / Math.max(1, list.length);
  const byKind = new Map<string, {n: number; mrr: number}>();
  for (const kind of [...new Set(scored.map((s) => s.query.kind))]) {
    const list = scored.filter((s) => s.query.kind === kind);
    byKind.set(kind, {n: list.length, mrr: mean(list)});
  }
  return {
    n: scored.length,
    mrr: mean(scored),
    recall5: scored.filter((s) => s.at5).length / Math.max(1, scored.length),
    byKind,
  };
}

export function distinct<T>(list: T[]): T[] {
  return [...new Set(list)];
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
