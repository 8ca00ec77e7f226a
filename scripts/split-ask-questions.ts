/**
 * Splits tests/ask/reader-questions.json once into a tuning half and a validation half, by a fixed
 * seed, and writes both (tests/ask/reader-tuning.json, tests/ask/reader-validation.json). Answerable
 * and out-of-scope questions are split apart, so each half holds half of each. Only the tuning half is
 * used to choose anything in the answerer; the validation half measures it. Rerunning gives the same
 * halves.
 *
 * Usage: npx tsx scripts/split-ask-questions.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AskQuestion} from './lib/ask-bench';

const SEED = 28;
const dir = path.join(__dirname, '..', 'tests', 'ask');

/** mulberry32: a small seeded generator, so the split does not depend on Math.random. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(list: T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const source = JSON.parse(fs.readFileSync(path.join(dir, 'reader-questions.json'), 'utf8')) as {
  description: string;
  questions: AskQuestion[];
};
const random = seeded(SEED);
const tuning: AskQuestion[] = [];
const validation: AskQuestion[] = [];
for (const group of [source.questions.filter((q) => !q.decline), source.questions.filter((q) => q.decline)]) {
  const order = shuffled(group, random);
  const half = Math.ceil(order.length / 2);
  tuning.push(...order.slice(0, half));
  validation.push(...order.slice(half));
}
for (const [name, questions] of [
  ['tuning', tuning],
  ['validation', validation],
] as const) {
  const description = `The ${name} half of tests/ask/reader-questions.json (scripts/split-ask-questions.ts, seed ${SEED}). ${source.description}`;
  fs.writeFileSync(path.join(dir, `reader-${name}.json`), `${JSON.stringify({description, questions}, null, 2)}\n`);
  console.log(`${name}: ${questions.length} questions (${questions.filter((q) => q.decline).length} out of scope)`);
}
