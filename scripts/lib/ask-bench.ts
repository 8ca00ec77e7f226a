import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {chromium} from 'playwright-core';
import {SearchEngine} from '../../src/search/engine';
import type {PackedIndex, SearchManifest} from '../../src/search/index-format';
import {PassageStore} from '../../src/ask/passages';
import {retrieve} from '../../src/ask/retrieve';
import {composeAnswer, type ComposedAnswer} from '../../src/ask/local-answerer';
import {chromiumLaunchOptions} from './chromium';
import {startStaticServer} from './static-server';

/**
 * Measures the local answerer on a built site over tests/ask/questions.json: how often an answer cites
 * a page that holds the answer, how often it contains the key fact, how often out-of-scope questions
 * are declined, and how long an answer takes (in Node, and in Chromium from the reader's Enter to the
 * answer on screen). Returns figures; scripts/bench-ask.ts prints them.
 */

/** `fact`: the key fact, or equivalent phrasings of it (any one will do). */
export type AskQuestion = {
  q: string;
  pages?: string[];
  fact?: string | string[];
  decline?: boolean;
  /** Reader questions (tests/ask/reader-*.json): who asks, short or long (a situation, then the ask), and
   * whether it is asked in other platforms' words. */
  role?: string;
  style?: 'short' | 'long';
  vocabulary?: 'other-platform';
};

/** The kinds of question the bench reports apart; a question may be of two kinds (long and other words). */
export const QUESTION_KINDS = {
  short: (q: AskQuestion) => !q.decline && q.style !== 'long',
  'long or conversational': (q: AskQuestion) => !q.decline && q.style === 'long',
  "other platforms' words": (q: AskQuestion) => !q.decline && q.vocabulary === 'other-platform',
  'out of scope': (q: AskQuestion) => Boolean(q.decline),
} as const;

export type KindFigures = {
  kind: string;
  n: number;
  /** Answerable kinds: key fact, declined, cited page states the fact (of the answers with the fact). */
  containsFact: number;
  declined: number;
  citedPageStatesFact: number;
};

/** Figures of a set of outcomes, per kind and for all answerable questions. */
export function byKind(outcomes: AskOutcome[]): KindFigures[] {
  const rows: [string, AskOutcome[]][] = [
    ['all answerable', outcomes.filter((o) => !o.question.decline)],
    ...Object.entries(QUESTION_KINDS).map(([kind, test]): [string, AskOutcome[]] => [
      kind,
      outcomes.filter((o) => test(o.question)),
    ]),
  ];
  return rows.map(([kind, list]) => {
    const share = (test: (o: AskOutcome) => boolean, of = list): number =>
      of.length ? of.filter(test).length / of.length : NaN;
    const withFact = list.filter((o) => o.hasFact);
    return {
      kind,
      n: list.length,
      containsFact: share((o) => o.hasFact),
      declined: share((o) => o.answer.kind === 'declined'),
      citedPageStatesFact: share((o) => o.factPageCited, withFact),
    };
  });
}

/** The reader question sets, tuning half and validation half. */
export function readReaderHalves(): {tuning: AskQuestion[]; validation: AskQuestion[]} {
  const dir = path.join(__dirname, '..', '..', 'tests', 'ask');
  return {
    tuning: readQuestions(path.join(dir, 'reader-tuning.json')),
    validation: readQuestions(path.join(dir, 'reader-validation.json')),
  };
}

export type AskOutcome = {
  question: AskQuestion;
  answer: ComposedAnswer;
  citesCorrectPage: boolean;
  hasFact: boolean;
  /**
   * The answer's fact sits in a paragraph whose cited page states it: one of the question's pages, or
   * another page whose own text holds the fact (the labels list the pages known when the question was
   * written; a page added later that states the same fact is as good a source).
   */
  factPageCited: boolean;
};

export type AskFigures = {
  questions: number;
  answerable: number;
  outOfScope: number;
  /** Share of answerable questions whose answer cites one of their pages (target ≥ 0.85). */
  citedCorrectPage: number;
  /** Share of answerable questions whose answer contains the key fact (target ≥ 0.7). */
  containsFact: number;
  /** Share of out-of-scope questions declined. */
  declinedOutOfScope: number;
  /** Share of answerable questions wrongly declined. */
  falselyDeclined: number;
  /** Retrieval and composition in Node, passages already read, per question (ms). */
  node: {p50: number; p95: number};
  /** CPU time of the first answer to each question in Node, passages read from disk (ms). */
  coldCpu: {p50: number; p95: number};
  /** The machine's load average (1 minute) when the browser was measured. */
  load: number;
  /**
   * From Enter to the answer on screen in Chromium (ms; the first question apart), and the page's
   * main-thread CPU time over the same span; null when not measured.
   */
  /** The reader questions, tuning and validation halves, by kind. */
  halves: {tuning: KindFigures[]; validation: KindFigures[]};
  /** Outcomes of the reader questions, for the list of misses. */
  readerOutcomes: {tuning: AskOutcome[]; validation: AskOutcome[]};
  browser: {
    p50: number;
    p95: number;
    first: number;
    n: number;
    cpuP50: number;
    cpuP95: number;
    cpuFirst: number;
  } | null;
  outcomes: AskOutcome[];
};

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/**
 * Text as compared for the key fact: case, spacing, hyphens and dashes ("1-hour", "1 hour"; "1–5", "1-5") and curly
 * quotes do not change a fact, so an answer is not scored on how a page punctuates it.
 */
export const normalise = (text: string): string =>
  text
    .replace(/[\u2010-\u2015-]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .toLowerCase();

export function readQuestions(
  file = path.join(__dirname, '..', '..', 'tests', 'ask', 'questions.json'),
): AskQuestion[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {questions: AskQuestion[]}).questions;
}

/** The engine and passages of a build, read from disk as the browser would fetch them. */
export function loadBuild(buildDir: string): {engine: SearchEngine; store: PassageStore; manifest: SearchManifest} {
  const read = <T>(url: string): T =>
    JSON.parse(fs.readFileSync(path.join(buildDir, url.replace(/^\//, '')), 'utf8')) as T;
  const manifestFile = path.join(buildDir, 'search-index.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
  const manifest = read<SearchManifest>('/search-index.json');
  if (!manifest.ask) throw new Error('The build has no Ask AI passages (ASK_AI_ANSWERER is off or algolia).');
  const engine = new SearchEngine(read<PackedIndex>(manifest.index));
  const store = new PassageStore(manifest.ask.passages, async <T>(url: string) => read<T>(url));
  return {engine, store, manifest};
}

/** Whether a page's own text (every section of it) holds one of the fact's phrasings. */
function statesFact(engine: SearchEngine, store: PassageStore): (page: string, facts: string[]) => Promise<boolean> {
  const unitsOf = new Map<string, number[]>();
  for (let u = 0; u < engine.unitCount; u++) {
    const page = engine.unit(u).path.split('#')[0];
    unitsOf.set(page, [...(unitsOf.get(page) ?? []), u]);
  }
  return async (page, facts) => {
    const text = normalise([...(await store.texts(unitsOf.get(page) ?? [])).values()].flat().join(' '));
    return facts.some((fact) => text.includes(fact));
  };
}

export async function answerAll(
  buildDir: string,
  questions: AskQuestion[],
  {timed = true}: {timed?: boolean} = {},
): Promise<{outcomes: AskOutcome[]; times: number[]; coldCpu: number[]}> {
  const {engine, store} = loadBuild(buildDir);
  const outcomes: AskOutcome[] = [];
  const facts = (q: AskQuestion): string[] => [q.fact ?? []].flat().map(normalise);
  const pageStates = statesFact(engine, store);
  // CPU time of each first answer (nothing of its sections analysed yet): what an answer costs,
  // whatever else the machine is doing, unlike wall-clock times on a shared machine.
  const coldCpu: number[] = [];
  for (const question of questions) {
    const before = process.cpuUsage();
    const answer = composeAnswer(await retrieve(engine, store, question.q), question.q);
    const used = process.cpuUsage(before);
    coldCpu.push((used.user + used.system) / 1000);
    const cited = answer.kind === 'answer' ? answer.sources.map((s) => s.path.split('#')[0]) : [];
    // Each paragraph of an answer quotes one source, cited [n]: the fact's page is that source's page.
    let factPageCited = false;
    for (const paragraph of answer.kind === 'answer' ? answer.text.split('\n\n') : []) {
      const n = /\[(\d+)\]/.exec(paragraph)?.[1];
      const source = answer.kind === 'answer' ? answer.sources.find((s) => String(s.n) === n) : undefined;
      if (!source || !facts(question).some((fact) => normalise(paragraph).includes(fact))) continue;
      const page = source.path.split('#')[0];
      if (question.pages?.includes(page) || (await pageStates(page, facts(question)))) factPageCited = true;
    }
    outcomes.push({
      question,
      answer,
      citesCorrectPage: cited.some((p) => question.pages?.includes(p)),
      hasFact: answer.kind === 'answer' && facts(question).some((fact) => normalise(answer.text).includes(fact)),
      factPageCited,
    });
  }
  // Timing: passages are cached now (as after a reader's first question); median of five runs each.
  const times: number[] = [];
  for (const question of timed ? questions : []) {
    const runs: number[] = [];
    for (let run = 0; run < 5; run++) {
      const t = performance.now();
      composeAnswer(await retrieve(engine, store, question.q), question.q);
      runs.push(performance.now() - t);
    }
    times.push(percentile(runs, 50));
  }
  return {outcomes, times, coldCpu};
}

type TraceEvent = {name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; tid: number};

/**
 * CPU time of the page's main thread between each pair of `ask-enter` / `ask-done` marks in a Chromium
 * trace: the sum of the thread time (`tdur`) of the tasks that ran in between. Unlike the wall-clock
 * time, it does not grow when other processes hold the machine's CPUs.
 */
function mainThreadCpu(events: TraceEvent[]): number[] {
  const marks = events.filter((e) => e.cat === 'blink.user_timing' && /^ask-(enter|done)$/.test(e.name));
  const main = marks[0]?.tid;
  const tasks = events.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.tid === main && e.ph === 'X');
  const out: number[] = [];
  for (let i = 0; i + 1 < marks.length; i++) {
    if (marks[i].name !== 'ask-enter' || marks[i + 1].name !== 'ask-done') continue;
    const [from, to] = [marks[i].ts, marks[i + 1].ts];
    // The task that handled the key started just before its mark: count every task that ends after it.
    const cpu = tasks
      .filter((t) => t.ts + (t.dur ?? 0) >= from && t.ts <= to)
      .reduce((sum, t) => sum + (t.tdur ?? 0), 0);
    out.push(cpu / 1000);
  }
  return out;
}

/**
 * Asks every question through the search modal in Chromium and times each from the Enter key to the
 * answer (or the decline) on screen, as the screen marks it with `data-state`: the wall-clock time,
 * and the CPU time of the page's main thread from a trace. The first question also fetches the
 * passages files of its sections; it is reported apart from the rest.
 */
export async function browserTimes(
  buildDir: string,
  questions: AskQuestion[],
): Promise<{wall: number[]; cpu: number[]}> {
  const server = await startStaticServer({root: buildDir, port: 0});
  const {port} = server.address() as AddressInfo;
  // A CDN serves files compressed ahead of time; the test server compresses each file on its first
  // request (brotli, tens of ms). Warm it, so the figures are the browser's time, not the server's.
  // One file at a time, best effort: a file left cold is only slower to fetch, never wrong.
  const {manifest} = loadBuild(buildDir);
  for (const url of [manifest.index, ...(manifest.ask?.passages.chunks ?? [])]) {
    await fetch(`http://127.0.0.1:${port}${url}`, {headers: {'Accept-Encoding': 'br'}})
      .then((r) => r.arrayBuffer())
      .catch(() => {});
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  const times: number[] = [];
  let cpu: number[] = [];
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('html[data-has-hydrated=true]').waitFor();
    // A string, not a function: the TypeScript runner would add helpers the page does not have.
    // Arming installs the listeners before the key is pressed; the result is read afterwards.
    await page.evaluate(`window.__askArm = () => {
      const final = '.mynah-ask-turn[data-state="done"], .mynah-ask-turn[data-state="declined"], .mynah-ask-turn[data-state="error"]';
      const seen = document.querySelectorAll(final).length;
      let start = -1;
      window.addEventListener('keydown', (e) => {
        if (e.key !== 'Enter') return;
        start = e.timeStamp;
        performance.mark('ask-enter');
      }, {capture: true, once: true});
      window.__askResult = new Promise((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (start < 0 || document.querySelectorAll(final).length <= seen) return;
          observer.disconnect();
          requestAnimationFrame((frame) => {
            performance.mark('ask-done');
            resolve(frame - start);
          });
        });
        observer.observe(document.body, {childList: true, subtree: true, attributes: true});
        setTimeout(() => reject(new Error('no answer')), 20000);
      });
    }`);
    const timeEnter = async (): Promise<number> => {
      await page.evaluate('window.__askArm()');
      await page.keyboard.press('Enter');
      return (await page.evaluate('window.__askResult').catch(() => NaN)) as number;
    };
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill(questions[0].q.slice(0, 64));
    await page.locator('.DocSearch-Hit[aria-selected=true] .DocSearch-Hit--AskAI').waitFor();
    await browser.startTracing(page, {categories: ['toplevel', 'blink.user_timing', '__metadata']});
    // The first question from the search box; the rest as follow-ups in the conversation screen.
    times.push(await timeEnter());
    const input = page.locator('.mynah-ask-composer textarea');
    for (const question of questions.slice(1)) {
      // A fresh conversation each time, so follow-up context does not change the retrieval.
      await page.getByRole('button', {name: 'New conversation'}).click();
      await input.fill(question.q);
      times.push(await timeEnter());
    }
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {traceEvents: TraceEvent[]};
    cpu = mainThreadCpu(trace.traceEvents);
  } finally {
    await browser.close();
    server.close();
  }
  return {wall: times, cpu};
}

export async function benchAsk({
  buildDir = path.resolve('build'),
  browser = true,
}: {buildDir?: string; browser?: boolean} = {}): Promise<AskFigures> {
  const questions = readQuestions();
  const {outcomes, times, coldCpu} = await answerAll(buildDir, questions);
  const reader = readReaderHalves();
  const tuning = (await answerAll(buildDir, reader.tuning, {timed: false})).outcomes;
  const validation = (await answerAll(buildDir, reader.validation, {timed: false})).outcomes;
  const answerable = outcomes.filter((o) => !o.question.decline);
  const outOfScope = outcomes.filter((o) => o.question.decline);
  const share = (list: AskOutcome[], test: (o: AskOutcome) => boolean): number =>
    list.length ? list.filter(test).length / list.length : NaN;
  let browserFigures: AskFigures['browser'] = null;
  if (browser) {
    const {wall, cpu} = await browserTimes(buildDir, questions);
    const warm = wall.slice(1).filter(Number.isFinite);
    browserFigures = {
      p50: percentile(warm, 50),
      p95: percentile(warm, 95),
      first: wall[0],
      n: warm.length,
      cpuP50: percentile(cpu.slice(1), 50),
      cpuP95: percentile(cpu.slice(1), 95),
      cpuFirst: cpu[0],
    };
  }
  return {
    questions: outcomes.length,
    answerable: answerable.length,
    outOfScope: outOfScope.length,
    citedCorrectPage: share(answerable, (o) => o.citesCorrectPage),
    containsFact: share(answerable, (o) => o.hasFact),
    declinedOutOfScope: share(outOfScope, (o) => o.answer.kind === 'declined'),
    falselyDeclined: share(answerable, (o) => o.answer.kind === 'declined'),
    node: {p50: percentile(times, 50), p95: percentile(times, 95)},
    coldCpu: {p50: percentile(coldCpu, 50), p95: percentile(coldCpu, 95)},
    load: os.loadavg()[0],
    browser: browserFigures,
    halves: {tuning: byKind(tuning), validation: byKind(validation)},
    readerOutcomes: {tuning, validation},
    outcomes,
  };
}
