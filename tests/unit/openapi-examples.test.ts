import {describe, expect, it} from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {loadSpec} from '../lib/openapi';

/**
 * Every example in the OpenAPI description must validate against its schema, so the
 * samples readers copy from the API pages are requests the API would accept.
 */
// The parsed YAML is untyped; these tests walk it generically.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const spec = loadSpec();
const ajv = new Ajv({strict: false, allErrors: true});
addFormats(ajv);
ajv.addSchema(spec, 'spec.json');

type Media = {schema?: object; example?: unknown; examples?: Record<string, {value?: unknown; $ref?: string}>};

function resolve<T>(node: T & {$ref?: string}): T {
  if (!node?.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((acc: Loose, key) => acc[key], spec);
  return resolve(target);
}

/** Rewrites local refs so Ajv resolves them inside the registered spec document. */
function withSpecRefs(schema: object): object {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"spec.json#/'));
}

type Case = {where: string; schema: object; value: unknown};
const cases: Case[] = [];

function collect(where: string, media: Media | undefined) {
  if (!media?.schema) return;
  if (media.example !== undefined) cases.push({where, schema: media.schema, value: media.example});
  for (const [name, ex] of Object.entries(media.examples ?? {})) {
    cases.push({where: `${where} (${name})`, schema: media.schema, value: resolve(ex).value});
  }
}

// Operations, and the webhooks Mynah sends (`x-webhooks`, keyed by event type).
const pathItems: [string, Loose][] = [
  ...Object.entries<Loose>(spec.paths),
  ...Object.entries<Loose>(spec['x-webhooks'] ?? {}).map(([event, item]): [string, Loose] => [
    `webhook ${event}`,
    item,
  ]),
];

for (const [p, item] of pathItems) {
  for (const [method, op] of Object.entries<Loose>(item)) {
    if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
    const label = `${method.toUpperCase()} ${p}`;
    collect(`${label} request`, op.requestBody && resolve(op.requestBody).content?.['application/json']);
    for (const [status, response] of Object.entries<Loose>(op.responses ?? {})) {
      collect(`${label} ${status}`, resolve(response).content?.['application/json']);
    }
    for (const param of op.parameters ?? []) {
      const resolved = resolve(param) as {name: string; schema?: object; example?: unknown};
      if (resolved.schema && resolved.example !== undefined) {
        cases.push({where: `${label} parameter ${resolved.name}`, schema: resolved.schema, value: resolved.example});
      }
    }
  }
}

describe('OpenAPI examples', () => {
  it('has examples to check for every operation', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it('checks the payload example of every webhook', () => {
    for (const event of ['user.created', 'user.updated', 'ticket.created']) {
      expect(cases.some((c) => c.where.startsWith(`POST webhook ${event} request`))).toBe(true);
    }
  });

  it.each(cases.map((c) => [c.where, c] as const))('%s validates against its schema', (_where, c) => {
    const validate = ajv.compile(withSpecRefs(c.schema));
    const ok = validate(c.value);
    expect(ok ? [] : validate.errors).toEqual([]);
  });
});
