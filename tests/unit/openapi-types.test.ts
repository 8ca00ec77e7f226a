import {beforeAll, describe, expect, it} from 'vitest';
import {assignmentModule, generateClientTypes, requestExamples, typecheck} from '../lib/openapi-client-types';

/**
 * A client generated from the description with openapi-typescript must accept every documented
 * request example under `--strict`, and reject the requests the prose says the API refuses.
 */
const examples = requestExamples();

/** Requests the API rejects; each must fail to typecheck against the generated types. */
const rejected: {name: string; path: string; method: string; value: unknown}[] = [
  {
    name: 'a postback without payload',
    path: '/messages',
    method: 'post',
    value: {bot_id: 'bot_k3v9q2m7xa', user_id: 'cus_10482', channel: 'web', type: 'postback', text: 'Track order'},
  },
  {
    name: 'a text message without text',
    path: '/messages',
    method: 'post',
    value: {user_id: 'cus_10482', channel: 'whatsapp', type: 'text'},
  },
  {
    name: 'an audience record without any id',
    path: '/audiences/{audience_id}/records',
    method: 'put',
    value: {records: [{tier: 'gold', early_link: 'https://metro.example.com/early/k8Qz'}]},
  },
  {
    name: 'an open_url suggestion without url',
    path: '/rcs/templates',
    method: 'post',
    value: {name: 'hello', type: 'text', text: 'Hi', suggestions: [{type: 'open_url', text: 'Menu'}]},
  },
  {
    name: 'an RCS template with the read-only id',
    path: '/rcs/templates',
    method: 'post',
    value: {id: 'rcs_tpl_3n8q1v', name: 'hello', type: 'text', text: 'Hi'},
  },
];

let errors: Record<string, string[]>;

beforeAll(async () => {
  const dir = await generateClientTypes();
  const modules: Record<string, string> = {};
  examples.forEach((e, i) => (modules[`example-${i}.ts`] = assignmentModule(e.path, e.method, e.value)));
  rejected.forEach((r, i) => (modules[`rejected-${i}.ts`] = assignmentModule(r.path, r.method, r.value)));
  errors = typecheck(dir, modules);
}, 120_000);

describe('generated TypeScript client (openapi-typescript)', () => {
  it('covers the request examples of every operation with a body', () => {
    expect(new Set(examples.map((e) => e.label.split(' (')[0])).size).toBeGreaterThanOrEqual(12);
  });

  it.each(examples.map((e, i) => [e.label, i] as const))('accepts the example %s', (_label, i) => {
    expect(errors[`example-${i}.ts`]).toEqual([]);
  });

  it.each(rejected.map((r, i) => [r.name, i] as const))('rejects %s', (_name, i) => {
    expect(errors[`rejected-${i}.ts`].length).toBeGreaterThan(0);
  });
});
