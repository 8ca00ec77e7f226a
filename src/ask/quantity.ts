import {stem, tokens, type Token} from '../search/tokenize';
import type {AnswerType} from './focus';

/**
 * What the answer to a question about an amount looks like, and whether a passage states one. "How
 * many rows can one file have?" is answered by a number of rows ("up to 50,000 rows"); "how long can
 * a subject be?" by a length or a time ("250 characters", "90 days"); "how fast does it send?" by a
 * rate ("50 per second"). A number of another kind ("[TCK-104233]", "ES2022", "a 7-day window" for a
 * question about rows) says little: the sentence that answers states the quantity the question asks for.
 */

export type Quantity = {
  /** Units a number must be followed by, any one of them ("characters", "days", "MB"). */
  units: Set<string>;
  /** The counted thing: a number counts it when the thing is named next to it, before or after
   * ("up to 3 reply buttons", "Segments · 500 per workspace"). */
  things: Set<string>;
  /** A rate: the unit is followed by "per" (or "a", "each") and a unit of time. */
  rate: boolean;
};

const TIME =
  'second seconds sec secs s ms millisecond milliseconds minute minutes min mins h hour hours day days week weeks month months year years business'.split(
    ' ',
  );
const LENGTH = 'character characters char chars word words token tokens byte bytes letter letters line lines'.split(
  ' ',
);
const SIZE = 'kb mb gb tb kib mib gib byte bytes row rows item items entries entry pixel pixels px'.split(' ');
const termsOf = (words: string[]): string[] => words.map((w) => stem(w));

/** Words that end the counted thing in "how many <thing> can …" / "how much <thing> does …". */
const ENDS_THING = new Set(
  (
    'can could does do did is are was were will would should may might must has have had per in on of for at ' +
    'to before after with within by from each a an the i we you they it'
  ).split(' '),
);

/** Number words a count may be written as ("five on Growth"); "one" reads too often as a pronoun. */
const NUMBER_WORD =
  /^(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand)$/;

/** The quantity a question asks for, from its asking clause and answer type; null when it asks for none. */
export function expectedQuantity(ask: string, answerType: AnswerType): Quantity | null {
  const text = ask.toLowerCase();
  const units = new Set<string>();
  const things = new Set<string>();
  let rate = false;
  const add = (words: string[]): void => {
    for (const t of termsOf(words)) units.add(t);
  };
  // The counted thing: "how many <reply buttons> can", "maximum number of <tags>", "how much <memory>".
  const counted =
    /\b(?:how many|how much|number of|max(?:imum)?|min(?:imum)?)\s+((?:[a-z0-9-]+\s+){0,3}?[a-z0-9-]+)(?=\s+(?:[a-z]+)|\W*$)/.exec(
      text,
    );
  if (counted) {
    const words = tokens(counted[1])
      .map((t) => t.word)
      .filter((w) => !ENDS_THING.has(w));
    const cut = tokens(counted[1]).findIndex((t) => ENDS_THING.has(t.word));
    const thing =
      cut >= 0
        ? tokens(counted[1])
            .slice(0, cut)
            .map((t) => t.word)
        : words;
    // The head of the counted thing ("reply buttons" → buttons) and the thing's other words.
    if (thing.length > 0 && !/^(time|data|space|storage|memory)$/.test(thing.at(-1)!)) things.add(stem(thing.at(-1)!));
    if (thing.includes('memory') || thing.includes('data') || thing.includes('storage') || thing.includes('space'))
      add(SIZE);
    if (thing.includes('time')) add(TIME);
  }
  // A rate: how fast something is sent or processed ("50 per second"), or a rate named.
  rate =
    /\bhow (fast|quickly)\b.*\b(send|sends|sent|deliver\w*|process\w*|dispatch\w*|go out|place|places|import\w*|sync\w*)\b/.test(
      text,
    ) || /\b(rate limits?|throughput|send(ing)? rate|request rate)\b|\bper (second|minute|hour)\b/.test(text);
  if (answerType === 'duration') add(TIME);
  // "How long can X be", "longest X", "max length": a length, or a time when X is a wait or window.
  if (/\bhow long (can|may|could|is|are)\b|\b(longest|length|shortest)\b/.test(text)) add([...LENGTH, ...TIME]);
  if (/\bhow (big|large|small)\b|\b(size|largest|biggest|heaviest)\b/.test(text)) add([...SIZE, ...LENGTH]);
  if (/\bhow far (back|in the past|ahead|in the future)\b|\bhow old\b/.test(text)) add(TIME);
  if (units.size === 0 && things.size === 0 && !rate) return null;
  return {units, things, rate};
}

/** Units of time that "a" or "an" counts one of ("a minute"); "a second" reads as an ordinal as often. */
const ONE_OF = /^(minute|hour|day|week|month|year)$/;

/** Where the numbers of a text are: digits not part of an identifier, a date or a time of day. */
function numberAt(text: string, t: Token, next?: Token, quantity?: Quantity): boolean {
  if (NUMBER_WORD.test(t.word)) return true;
  // "once" is a rate only when a period follows ("once a day", "once per hour"); "at once" and "once a
  // case is resolved" state no amount.
  if (t.word === 'once')
    return /^\s+(a|an|per|every|each)\s+(\d+\s+)?(second|minute|hour|day|week|month|year)s?\b/i.test(text.slice(t.end));
  // "one" counts only when it names its unit or thing: "at most one greeting", not "one of them".
  if (t.word === 'one') {
    return (
      next !== undefined && quantity !== undefined && (quantity.units.has(next.term) || quantity.things.has(next.term))
    );
  }
  // "within a minute", "an hour later": one of a unit of time, when that is the unit asked for.
  if (t.word === 'a' || t.word === 'an') {
    return next !== undefined && ONE_OF.test(next.word) && quantity !== undefined && quantity.units.has(next.term);
  }
  if (!/^\d+$/.test(t.word)) return false;
  const before = text.slice(Math.max(0, t.start - 1), t.start);
  const after = text.slice(t.end, t.end + 2);
  // "TCK-104233", "ES2022", "v2", "{{var.x1}}", "2025-05-14", "14:05", "/v1/": not quantities.
  if (/[\p{L}_\-/:.]/u.test(before) && !/[\d][.,]$/.test(text.slice(Math.max(0, t.start - 2), t.start))) return false;
  if (/^[:/_]\d|^-\d|^\p{L}/u.test(after) && !/^-\p{L}/u.test(after)) {
    // "3-second" and "1-hour" are quantities; "3d" and "2x" are too short to tell apart from names.
    return false;
  }
  return true;
}

export type QuantityMatch =
  /** A number with the asked-for unit, next to a word of the question's subject. */
  | 'subject'
  /** A number with the asked-for unit. */
  | 'unit'
  /** A number whose unit is not the one asked for (or not recognised), next to a word of the subject. */
  | 'near'
  /** A number elsewhere in the passage. */
  | 'far'
  /** No number: the question asks for a quantity the passage does not give. */
  | 'none';

/**
 * Whether `text` states the quantity asked for. A number's unit is the word after it, or after its
 * range ("1–90 days", "10 to 60 minutes", "3-second"); for a rate, a time unit within "per …" after it.
 */
export function quantityMatch(
  text: string,
  quantity: Quantity,
  subject: (term: string) => boolean,
  found: Token[] = tokens(text),
): QuantityMatch {
  let best: QuantityMatch = 'none';
  const rank: QuantityMatch[] = ['none', 'far', 'near', 'unit', 'subject'];
  const raise = (to: QuantityMatch): void => {
    if (rank.indexOf(to) > rank.indexOf(best)) best = to;
  };
  // A table row ("Prompt message · text · required · Up to 1,024 characters") names its subject in
  // its first cell, however far from the value.
  const cell = text.indexOf(' · ');
  const firstCell = cell > 0 ? found.filter((t) => t.end <= cell).length : 0;
  const nearSubject = (from: number, to: number, skip: number[]): boolean => {
    for (let k = 0; k < firstCell; k++) if (!skip.includes(k) && subject(found[k].term)) return true;
    for (let k = Math.max(0, from - 4); k <= Math.min(found.length - 1, to + 4); k++) {
      if (!skip.includes(k) && subject(found[k].term)) return true;
    }
    return false;
  };
  for (let i = 0; i < found.length; i++) {
    if (!numberAt(text, found[i], found[i + 1], quantity)) continue;
    // Skip the rest of the number and its range: "50,000", "1–90", "10 to 60", "1.5".
    let j = i + 1;
    while (
      j < found.length &&
      (/^\d+$/.test(found[j].word) || found[j].word === 'to' || found[j].word === 'and') &&
      j - i <= 3 &&
      /^[\s,.–\-to]*$/.test(text.slice(found[j - 1].end, found[j].start))
    )
      j++;
    // The unit: the next word, or one of the next three ("50,000 customer rows", "3 reply buttons").
    let unit = -1;
    for (let k = j; k < Math.min(found.length, j + 3); k++) {
      if (quantity.units.has(found[k].term) || quantity.units.has(found[k].word)) {
        unit = k;
        break;
      }
      if (numberAt(text, found[k])) break;
    }
    if (quantity.rate) {
      const tail = found.slice(j, j + 5).map((t) => t.word);
      const per = tail.findIndex((w) => w === 'per' || w === 'each' || w === 'every');
      if (per >= 0 && tail.slice(per + 1, per + 3).some((w) => TIME.includes(w))) unit = j + per;
    }
    // The counted thing, named within five words either side.
    if (unit < 0 && quantity.things.size > 0) {
      for (let k = Math.max(0, i - 5); k <= Math.min(found.length - 1, j + 4); k++) {
        if (k !== i && quantity.things.has(found[k].term)) {
          unit = k;
          break;
        }
      }
    }
    if (unit < 0) {
      raise(nearSubject(i, j - 1, [i]) ? 'near' : 'far');
      continue;
    }
    // The subject: a word of the question within four words either side of the quantity.
    if (nearSubject(Math.min(i, unit), Math.max(j - 1, unit), [i, unit])) return 'subject';
    raise('unit');
  }
  return best;
}
