/**
 * A bounded load test of the production server (`npm run bench:serve`; not part of the tests).
 * The server runs in a process of its own, as `npm run serve` does (in the load generator's process the
 * two would share one event loop, and every latency would include the generator's own work). For a
 * page, a hashed script and the search index in turn: a warm-up of 200 requests (printed, not in the
 * table: a fresh process compiles its code and reads files cold), then 50 connections send 2,000
 * requests (each run also stops after 30 s); then the server must still answer `/`. Prints requests
 * per second, p50 and p99 latency and errors. Loopback only.
 *
 * Usage: tsx scripts/bench-serve.ts [--dir build] [--url http://127.0.0.1:PORT] [--connections 50] [--amount 2000]
 *   --url  measure a server that is already running (e.g. another checkout's) instead of starting one.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net, {type AddressInfo} from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const root = path.resolve(arg('dir', 'build'));
const connections = Number(arg('connections', '50'));
const amount = Number(arg('amount', '2000'));
const WARM_UP_REQUESTS = 200;
const MAX_SECONDS_PER_RUN = 30;
const P99_TARGET_MS = 50;

function assertLoopback(base: string): void {
  const host = new URL(base).hostname;
  if (!/^127\.\d+\.\d+\.\d+$/.test(host) && host !== 'localhost' && host !== '[::1]') {
    throw new Error(`bench:serve only loads servers on this machine (loopback); ${host} is not.`);
  }
}

/** A hashed script the home page loads (the main bundle when named so): what every visit downloads. */
function mainScript(): string {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const scripts = html.match(/\/assets\/js\/[^"'\s>]+\.js/g) ?? [];
  const script = scripts.find((src) => src.includes('/main.')) ?? scripts[0];
  if (!script) throw new Error(`No /assets/js/ script named in ${root}/index.html`);
  return script;
}

type Row = {target: string; requests: number; rps: number; p50: number; p99: number; errors: number};

async function load(base: string, target: string, requests = amount): Promise<Row> {
  let stop: NodeJS.Timeout | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${target}`,
        connections,
        amount: requests,
        timeout: 10,
        headers: {'accept-encoding': 'br, gzip'},
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    stop = setTimeout(() => instance.stop(), MAX_SECONDS_PER_RUN * 1000);
  });
  clearTimeout(stop);
  return {
    target,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A port nothing listens on now, for the server's process. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function answersWithin(base: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await stillAnswers(base)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function stillAnswers(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/`, {signal: AbortSignal.timeout(5000)});
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The server's process, when this script started it: ended however the script ends. */
let server: ChildProcess | undefined;

async function main(): Promise<void> {
  let base = arg('url', '');
  if (!base) {
    const port = await freePort();
    server = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/serve.ts', '--dir', root, '--port', String(port)],
      {stdio: 'ignore'},
    );
    base = `http://127.0.0.1:${port}`;
    if (!(await answersWithin(base, 30_000))) throw new Error(`The server did not start at ${base}.`);
  }
  assertLoopback(base);
  console.log(`bench:serve: ${base}, ${connections} connections, ${amount} requests per target`);
  const targets = ['/docs/platform_concepts/getting-started', mainScript(), '/search-index.json'];
  const warmUp: Row[] = [];
  for (const target of targets) warmUp.push(await load(base, target, WARM_UP_REQUESTS));
  console.log(
    `Warm-up, ${WARM_UP_REQUESTS} requests per target: p99 ${warmUp.map((row) => `${row.p99} ms`).join(', ')}; errors ${warmUp.reduce((sum, row) => sum + row.errors, 0)}`,
  );
  const rows: Row[] = [];
  for (const target of targets) rows.push(await load(base, target));
  console.table(
    rows.map((row) => ({
      target: row.target,
      requests: row.requests,
      'req/s': row.rps,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      errors: row.errors,
    })),
  );
  const answers = await stillAnswers(base);
  console.log(`After the load, GET / ${answers ? 'answers 200' : 'does NOT answer 200'}.`);
  const worstP99 = Math.max(...rows.map((row) => row.p99));
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  console.log(`Worst p99 ${worstP99} ms (target under ${P99_TARGET_MS} ms); ${errors} errors in all.`);
  server?.kill();
  if (!answers || errors > 0) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.message);
  server?.kill();
  process.exit(1);
});
