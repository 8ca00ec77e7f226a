/**
 * The reader query file format (tests/search/reader-queries.txt): `kind | role | query | pages`, one a
 * line, pages written with short prefixes that expand to site paths.
 */
export const KINDS = ['keyword', 'typo', 'howto', 'api', 'platform', 'trouble'] as const;
export const ROLES = ['dev', 'builder', 'support', 'marketer', 'analyst'] as const;
export type QueryKind = (typeof KINDS)[number];
export type ReaderRole = (typeof ROLES)[number];

export type ReaderQuery = {q: string; url: string; also?: string[]; kind: QueryKind; role: ReaderRole};

const CONCEPTS = '/docs/platform_concepts/';
/** Longest prefixes first, so `CH:` is not read as `C:`. */
const PREFIXES: [string, string][] = (
  [
    ['A:', '/api/'],
    ['G:', '/docs/glossary/'],
    ['C:', '/docs/cookbooks/'],
    ['P:', CONCEPTS],
    ['CH:', `${CONCEPTS}channelConfiguration/`],
    ['AP:', `${CONCEPTS}appConfiguration/`],
    ['N:', `${CONCEPTS}studio/build/nodes/`],
    ['S:', `${CONCEPTS}studio/`],
    ['K:', `${CONCEPTS}studio/kb/`],
    ['I:', `${CONCEPTS}inbox/`],
    ['E:', `${CONCEPTS}engagement/`],
    ['GR:', `${CONCEPTS}growth/`],
    ['GS:', `${CONCEPTS}get_started/`],
    ['T:', '/docs/tutorials/'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

export function expandPage(short: string): string {
  if (short.startsWith('/')) return short;
  const prefix = PREFIXES.find(([p]) => short.startsWith(p));
  if (!prefix) throw new Error(`Unknown page prefix in "${short}"`);
  return prefix[1] + short.slice(prefix[0].length);
}

export function parseReaderQueries(text: string): ReaderQuery[] {
  const out: ReaderQuery[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const parts = line.split(' | ').map((p) => p.trim());
    if (parts.length !== 4) throw new Error(`Line ${i + 1}: expected "kind | role | query | pages"`);
    const [kind, role, q, pages] = parts;
    if (!KINDS.includes(kind as QueryKind)) throw new Error(`Line ${i + 1}: unknown kind "${kind}"`);
    if (!ROLES.includes(role as ReaderRole)) throw new Error(`Line ${i + 1}: unknown role "${role}"`);
    if (seen.has(q.toLowerCase())) throw new Error(`Line ${i + 1}: duplicate query "${q}"`);
    seen.add(q.toLowerCase());
    const [url, ...also] = pages.split(/\s+/).map(expandPage);
    out.push({q, url, ...(also.length > 0 ? {also} : {}), kind: kind as QueryKind, role: role as ReaderRole});
  });
  return out;
}
