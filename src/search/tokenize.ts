/**
 * Tokenisation shared by the index build and the browser, so both sides agree on every term.
 * Lower case, accents folded, split on anything that is not a letter or digit, a light English
 * stemmer, and the few words that carry no meaning in a docs query dropped.
 */

export const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its my no not of on ' +
    'or our so such that the their then there these they this to was we what when where which will with ' +
    'you your ' +
    // What an apostrophe leaves of a contraction: "don't" is "don" and "t", "we'll" is "we" and "ll".
    'aren couldn didn doesn don hadn hasn haven isn ll re shouldn ve wasn weren won wouldn'
  ).split(' '),
);

/** Letters and digits, in any script. */
const WORD = /[\p{L}\p{N}]+/gu;

export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * A light stemmer: plurals, -ing, -ed and a final silent e, so that "schedule", "schedules",
 * "scheduled" and "scheduling" share one term. Words with digits and short words are kept as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = oneSpelling(word);
  if (/ie[sd]$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  else if (/(sses|xes|ches|shes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|os)$/.test(w)) w = w.slice(0, -1);
  // "videos", "scenarios", "promos" are plurals; "iOS", "chaos" and "kudos" are not.
  else if (w.endsWith('os') && w.length > 4 && !SINGULAR_OS.has(w)) w = w.slice(0, -1);
  let cut = '';
  if (w.length > 5 && w.endsWith('ing')) cut = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) cut = w.slice(0, -2);
  if (cut) {
    w = undouble(cut);
    // A short stem that lost its silent e with the ending gets it back: "timed" and "time" share "time".
    if (w === cut && SHORT_SYLLABLE.test(w)) return `${w}e`;
  }
  if (w.length > 4 && w.endsWith('e') && !/(ee|ie|ye)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Words ending in -os that are not plurals: operating systems and a few nouns. */
const SINGULAR_OS = new Set('macos ipados watchos visionos chaos kudos ethos pathos cosmos thermos'.split(' '));

/** Consonant, vowel, consonant: what "time", "name" and "save" leave once -d or -ing goes. */
const SHORT_SYLLABLE = /^[^aeiouy][aeiouy][^aeiouwxy]$/;

function undouble(w: string): string {
  // British spelling doubles the l after an unstressed syllable ("cancelled", "labelling"); "spelled" keeps it.
  if (/[aeiou][^aeiou]+ell$/.test(w) && !w.endsWith('spell')) return w.slice(0, -1);
  return /([bdgmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}

/**
 * The docs write British English but not always ("summarise" and "customize" both occur), and readers
 * type either, so both spellings of a word share one term: -ize and -yze words take the -ise and -yse
 * spelling (a word where "iz" follows an s is a compound of "size", "pagesize", left alone), and the
 * words listed in SPELLINGS take one spelling of their own ("colour" and "color" are both "color").
 * A term is a key that nobody reads, so which of the two it takes does not matter.
 */
function oneSpelling(word: string): string {
  const listed = ANY_LISTED_SPELLING.test(word) ? SPELLINGS.find(([pattern]) => pattern.test(word)) : undefined;
  if (listed) return word.replace(listed[0], listed[1]);
  return word
    .replace(/(?<=\p{L}{3}[^s\P{L}])iz(?=(e|ed|es|ing|er|ers|ation|ations|ational)$)/u, 'is')
    .replace(/(?<=\p{L}{3})yz(?=(e|ed|es|ing|er|ers)$)/u, 'ys');
}

/**
 * British and American spellings beyond -ise/-ize, as whole words with their endings: the -our words
 * (a list: "hour", "tour" and "detour" are not among them), -tre, -ence nouns, -ogue, "programme", "grey",
 * the single l of "fulfil" and "instalment", and the e of "judgement". Each maps one spelling to the other.
 */
const SPELLINGS: [RegExp, string][] = [
  [
    /^(col|behavi|fav|hon|lab|neighb|flav|hum|rum|harb|sav|endeav|arm|vap|parl|od|vig|clam)our(?=(s|ed|ing|ite|ites|able|ably|ful|less|ist|ists)?$)/,
    '$1or',
  ],
  [/^(cen|me|li|fib|thea|calib)tre(?=(s)?$)/, '$1ter'],
  [/^(cen|fib)tred$/, '$1tered'],
  [/^(licen|defen|offen|preten)ce(?=(s|d)?$)/, '$1se'],
  [/^(catal|dial|anal|prol|epil|monol)ogue(?=(s)?$)/, '$1og'],
  [/^programme(?=(s)?$)/, 'program'],
  [/^grey(?=(s|ed|ing|ish|list|listed|listing)?$)/, 'gray'],
  [/^(fulfil|enrol|instal|skil|wil)(?=(s|ment|ments|ful)?$)/, '$1l'],
  [/^(judg|acknowledg|abridg)ement(?=(s)?$)/, '$1ment'],
  [/^ageing$/, 'aging'],
  [/^artefact(?=(s)?$)/, 'artifact'],
];
/** All of SPELLINGS in one pattern: most words match none, and one test is cheaper than a dozen (stem runs on every word). */
const ANY_LISTED_SPELLING = new RegExp(SPELLINGS.map(([pattern]) => `(?:${pattern.source})`).join('|'));

/** A word of a text: `word` folded, `term` its stem, and where it is. */
export type Token = {term: string; word: string; start: number; end: number};

/** Every word of `text` with its position (stop words included; callers filter with isSearchable). */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = fold(match[0]);
    out.push({term: stem(word), word, start: match.index, end: match.index + match[0].length});
  }
  return out;
}

/**
 * Whether a word is worth indexing or matching: not a stop word, not a lone letter. Decided on the
 * word itself, before stemming ("canned" stems to "can", which is no stop word here).
 */
export function isSearchable(token: Pick<Token, 'word'>): boolean {
  return token.word.length > 1 ? !STOP_WORDS.has(token.word) : /\d/.test(token.word);
}

/**
 * The terms a piece of text is indexed under: each searchable word, plus the joined form of
 * hyphenated, underscored and camelCase words ("e-mail" → "email", "missed_chat" → "missedchat",
 * "getUserDetails" → "getuserdetails" and its parts) and of API paths (see identifiers).
 */
export function indexTerms(text: string, words: Token[] = tokens(text)): string[] {
  const out: string[] = [];
  for (const t of words) if (isSearchable(t)) out.push(t.term);
  for (const identifier of identifiers(text)) out.push(identifier.term);
  for (const camel of text.matchAll(/\b\p{Ll}+(?:\p{Lu}[\p{Ll}\p{N}]*)+\b/gu)) {
    for (const part of camel[0].split(/(?=\p{Lu})/u)) {
      const word = fold(part);
      if (isSearchable({word})) out.push(stem(word));
    }
  }
  return out;
}

const HTTP_METHOD = /^(get|post|put|patch|delete)$/i;

/**
 * API paths written as readers paste them: "/users/{user_id}/events", optionally after an HTTP method
 * ("PATCH /users/{user_id}"). Braces are dropped, so "{user_id}" and "user_id" read the same.
 */
const API_PATH = /(?:\b(GET|POST|PUT|PATCH|DELETE)\s*)?(\/\{?[\p{L}\p{N}_]+\}?(?:\/\{?[\p{L}\p{N}_]+\}?)*)/giu;

/** One index term for a code identifier: folded, with separators and braces removed. */
export function identifierTerm(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A code identifier found in a text: where it is and the single term it is indexed and searched as. */
export type Identifier = {term: string; start: number; end: number};

/**
 * The code identifiers of a text, each as one term: hyphenated, dotted and underscored names
 * ("x-api-key", "user.created", "bot_id", "{{user.phone}}"), API paths with their method
 * ("GET /users/{user_id}" → "getusersuserid", and the path alone "usersuserid"). The index and the
 * query use the same function, so a pasted identifier matches exactly where the docs write it.
 */
export function identifiers(text: string): Identifier[] {
  const out: Identifier[] = [];
  for (const m of text.matchAll(API_PATH)) {
    const path = m[2];
    const segments = path.split('/').filter(Boolean);
    // A lone "/users" is just a word; a path needs a method or two segments to be an identifier.
    if (!m[1] && segments.length < 2) continue;
    const pathStart = m.index + m[0].length - path.length;
    out.push({term: identifierTerm(path), start: pathStart, end: pathStart + path.length});
    if (m[1]) out.push({term: identifierTerm(m[1]) + identifierTerm(path), start: m.index, end: m.index + m[0].length});
  }
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)+/gu)) {
    if (out.some((o) => m.index >= o.start && m.index < o.end)) continue;
    // Digits alone are a date, a decimal, a version or a phone number ("2024-05-01", "1.5", "4.6.0"),
    // not a name: joined, "1.5" would read as 15.
    if (/^[\d\-_.]+$/.test(m[0])) continue;
    out.push({term: stem(identifierTerm(m[0])), start: m.index, end: m.index + m[0].length});
  }
  return out;
}

export function isHttpMethod(word: string): boolean {
  return HTTP_METHOD.test(word);
}

/** The words of a query, in order, folded and stemmed; stop words dropped unless nothing else is left. */
export function queryTerms(query: string): string[] {
  const all = tokens(query.slice(0, 256));
  const meaningful = all.filter(isSearchable);
  return (meaningful.length > 0 ? meaningful : all.filter((t) => t.word.length > 1)).map((t) => t.term);
}
