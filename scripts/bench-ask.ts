/**
 * Measures the local Ask AI answerer on the built site (run `npm run build` first) over
 * tests/ask/questions.json and prints the figures. Targets (Ask AI issue): cites a correct page ≥ 0.85,
 * contains the key fact ≥ 0.7, p95 answer time in the browser < 150 ms. Measured and printed, never
 * asserted. `benchAsk` (scripts/lib/ask-bench.ts) returns the same figures for an aggregate benchmark.
 *
 * Also answers the reader questions (tests/ask/reader-tuning.json, reader-validation.json) and prints
 * each half by kind of question: short, long or conversational, other platforms' words, out of scope.
 *
 * Usage: npm run bench:ask [-- --no-browser] [-- --dir build] [-- --misses [--validation | --project]]
 * (misses of the tuning half by default: the half to look at while tuning)
 */
import os from 'node:os';
import path from 'node:path';
import {benchAsk} from './lib/ask-bench';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const buildDir = path.resolve(dirFlag > -1 ? args[dirFlag + 1] : 'build');

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const share = (value: number): string => value.toFixed(3);

async function main(): Promise<void> {
  const f = await benchAsk({buildDir, browser: !args.includes('--no-browser')});
  console.log(
    `Ask AI benchmark, local answerer (${buildDir}); load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  console.log(`  questions ${f.questions} (${f.answerable} answerable, ${f.outOfScope} out of scope)`);
  console.log('Quality');
  console.log(`  cites a correct page       ${share(f.citedCorrectPage)}   (target ≥ 0.85)`);
  console.log(`  contains the key fact      ${share(f.containsFact)}   (target ≥ 0.7)`);
  console.log(`  out of scope declined      ${share(f.declinedOutOfScope)}`);
  console.log(`  answerable but declined    ${share(f.falselyDeclined)}`);
  for (const half of ['tuning', 'validation'] as const) {
    console.log(
      `Reader questions, ${half} half (targets on validation: fact ≥ 0.90, declined ≤ 0.05, out of scope declined 1.00, cited page states the fact ≥ 0.95)`,
    );
    for (const row of f.halves[half]) {
      const figures =
        row.kind === 'out of scope'
          ? `declined ${share(row.declined)}`
          : `key fact ${share(row.containsFact)}  declined ${share(row.declined)}  cited page states fact ${share(row.citedPageStatesFact)}`;
      console.log(`  ${row.kind.padEnd(24)} n=${String(row.n).padEnd(4)} ${figures}`);
    }
  }
  console.log('Answer time');
  console.log(`  Node, retrieval + answer   p50 ${ms(f.node.p50)}  p95 ${ms(f.node.p95)}  (sections analysed before)`);
  console.log(
    `  Node, first answer, CPU    p50 ${ms(f.coldCpu.p50)}  p95 ${ms(f.coldCpu.p95)}  (nothing analysed before)`,
  );
  if (f.browser) {
    console.log(
      `  Chromium, Enter to answer  p50 ${ms(f.browser.p50)}  p95 ${ms(f.browser.p95)}  (n=${f.browser.n}, target p95 < 150 ms)`,
    );
    console.log(`  Chromium, first question (fetches its passages files) ${ms(f.browser.first)}`);
    console.log(
      `  Chromium main-thread CPU   p50 ${ms(f.browser.cpuP50)}  p95 ${ms(f.browser.cpuP95)}  first ${ms(f.browser.cpuFirst)}`,
    );
    console.log(`  (wall-clock times; load average ${f.load.toFixed(1)} on ${os.cpus().length} CPUs when measured)`);
  }
  if (args.includes('--misses')) {
    console.log('Misses');
    const which = args.includes('--validation')
      ? f.readerOutcomes.validation
      : args.includes('--project')
        ? f.outcomes
        : f.readerOutcomes.tuning;
    for (const o of which) {
      const wrong = o.question.decline ? o.answer.kind !== 'declined' : !o.citesCorrectPage || !o.hasFact;
      if (!wrong) continue;
      const got =
        o.answer.kind === 'answer'
          ? `${o.answer.sources.map((s) => s.path).join(', ')}\n      ${o.answer.text.replace(/\n/g, ' ⏎ ')}`
          : `declined (closest ${o.answer.closest.map((s) => s.path).join(', ') || 'none'})`;
      console.log(
        `  ${o.question.q}  [support ${o.answer.support.toFixed(2)}${o.question.decline ? ', should decline' : `, want ${o.question.pages?.[0]} "${[o.question.fact].flat().join('" or "')}"`}]\n    got ${got}`,
      );
    }
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
