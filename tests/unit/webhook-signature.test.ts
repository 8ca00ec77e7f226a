import {spawnSync} from 'node:child_process';
import {createHmac} from 'node:crypto';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
// The reader-facing example is plain JavaScript, shown as is on /api/webhooks/verify-signatures.
import {verifyMynahSignature} from '../../examples/webhooks/verify-signature.mjs';

/**
 * The signature-verification code on the webhooks page, in Node.js and Python, must accept what
 * Mynah signs and refuse tampered, stale and malformed requests. Both run the same cases.
 */
const EXAMPLES_DIR = path.join(__dirname, '..', '..', 'examples', 'webhooks');
const SECRET = 'whsec_4t8k2m9q1x7c3v5b';
const OLD_SECRET = 'whsec_0a9s8d7f6g5h4j3k';
const NOW = 1749721300;
const T = 1749721267;
const BODY = '{"id":"evt_5n2q8x1c","type":"ticket.created","data":{"ticket":{"ticket_id":"TCK-104233"}}}';

const sign = (secret: string, t: number | string, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

type Case = {name: string; body: string; header: string; secret: string; now: number; valid: boolean};
const cases: Case[] = [
  {
    name: 'a request Mynah signed',
    body: BODY,
    header: `t=${T},v1=${sign(SECRET, T, BODY)}`,
    secret: SECRET,
    now: NOW,
    valid: true,
  },
  {
    name: 'two v1 values while a rolled secret overlaps',
    body: BODY,
    header: `t=${T},v1=${sign(OLD_SECRET, T, BODY)},v1=${sign(SECRET, T, BODY)}`,
    secret: SECRET,
    now: NOW,
    valid: true,
  },
  {
    name: 'a body changed after signing',
    body: BODY.replace('TCK-104233', 'TCK-104234'),
    header: `t=${T},v1=${sign(SECRET, T, BODY)}`,
    secret: SECRET,
    now: NOW,
    valid: false,
  },
  {
    name: 'a body parsed and serialised again',
    body: JSON.stringify(JSON.parse(BODY), null, 2),
    header: `t=${T},v1=${sign(SECRET, T, BODY)}`,
    secret: SECRET,
    now: NOW,
    valid: false,
  },
  {
    name: 'another secret',
    body: BODY,
    header: `t=${T},v1=${sign(OLD_SECRET, T, BODY)}`,
    secret: SECRET,
    now: NOW,
    valid: false,
  },
  {
    name: 'a timestamp older than five minutes',
    body: BODY,
    header: `t=${T},v1=${sign(SECRET, T, BODY)}`,
    secret: SECRET,
    now: T + 301,
    valid: false,
  },
  {
    name: 'a timestamp changed after signing',
    body: BODY,
    header: `t=${T + 10},v1=${sign(SECRET, T, BODY)}`,
    secret: SECRET,
    now: NOW,
    valid: false,
  },
  {name: 'a header without v1', body: BODY, header: `t=${T}`, secret: SECRET, now: NOW, valid: false},
  {
    name: 'a header without t',
    body: BODY,
    header: `v1=${sign(SECRET, T, BODY)}`,
    secret: SECRET,
    now: NOW,
    valid: false,
  },
  {name: 'an empty header', body: BODY, header: '', secret: SECRET, now: NOW, valid: false},
  {
    name: 'a truncated signature',
    body: BODY,
    header: `t=${T},v1=${sign(SECRET, T, BODY).slice(0, 40)}`,
    secret: SECRET,
    now: NOW,
    valid: false,
  },
];

describe('webhook signature verification: Node.js example', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(verifyMynahSignature(Buffer.from(c.body), c.header, c.secret, c.now)).toBe(c.valid);
  });
});

const python = spawnSync('python3', ['--version']);
const hasPython = python.status === 0;
if (!hasPython) {
  console.warn('SKIPPED: python3 is not installed, so the Python webhook-signature example was not run.');
}

describe.skipIf(!hasPython)('webhook signature verification: Python example (python3)', () => {
  const runner = [
    'import json, sys',
    `sys.path.insert(0, ${JSON.stringify(EXAMPLES_DIR)})`,
    'from verify_signature import verify_mynah_signature',
    'cases = json.load(sys.stdin)',
    'print(json.dumps([verify_mynah_signature(c["body"].encode(), c["header"], c["secret"], now=c["now"]) for c in cases]))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', runner], {input: JSON.stringify(cases), encoding: 'utf8'});

  it('runs', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.each(cases.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    expect(JSON.parse(run.stdout)[i]).toBe(cases[i].valid);
  });
});
