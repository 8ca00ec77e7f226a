import {describe, expect, it} from 'vitest';
import {loadSpec} from '../lib/openapi';

/**
 * What the description must encode for a developer to integrate without reading the prose:
 * scopes, auth, the Request-Id header, the error codes, and request schemas free of read-only fields.
 */
// The parsed YAML is untyped; these tests walk it generically.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const spec = loadSpec();
const SCOPES = ['users', 'events', 'audience', 'messages', 'campaigns', 'tickets'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function deref(node: Loose): Loose {
  if (!node?.$ref) return node;
  return deref(
    (node.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce((acc: Loose, key) => acc[key], spec),
  );
}

/** Every property path in a schema (through refs, allOf/oneOf/anyOf and items) that carries `flag`. */
function flaggedFields(schema: Loose, flag: 'readOnly' | 'writeOnly', at = '', seen = new Set<Loose>()): string[] {
  const s = deref(schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return [];
  seen.add(s);
  const found: string[] = [];
  for (const [name, prop] of Object.entries<Loose>(s.properties ?? {})) {
    if (deref(prop)?.[flag]) found.push(`${at}${name}`);
    found.push(...flaggedFields(prop, flag, `${at}${name}.`, seen));
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'])
    for (const sub of s[key] ?? []) found.push(...flaggedFields(sub, flag, at, seen));
  if (s.items) found.push(...flaggedFields(s.items, flag, `${at}[].`, seen));
  return found;
}

const operations = Object.entries<Loose>(spec.paths).flatMap(([p, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({label: `${m.toUpperCase()} ${p}`, op: item[m]})),
);

describe('OpenAPI description structure', () => {
  it.each(operations.map((o) => [o.label, o.op] as const))('%s names its scope and the API key', (_l, op) => {
    expect(SCOPES).toContain(op['x-mynah-scope']);
    expect(op.security).toEqual([{ApiKeyAuth: []}]);
  });

  it('sends the API key in the x-api-key header', () => {
    expect(spec.components.securitySchemes.ApiKeyAuth).toMatchObject({type: 'apiKey', in: 'header', name: 'x-api-key'});
  });

  it.each(operations.map((o) => [o.label, o.op] as const))('%s: every response has a Request-Id header', (_l, op) => {
    for (const response of Object.values<Loose>(op.responses)) {
      expect(Object.keys(deref(response).headers ?? {})).toContain('Request-Id');
    }
  });

  it.each(operations.map((o) => [o.label, o.op] as const))('%s: request body has no read-only field', (_l, op) => {
    const schema = deref(op.requestBody)?.content?.['application/json']?.schema;
    expect(schema ? flaggedFields(schema, 'readOnly') : []).toEqual([]);
  });

  it.each(operations.map((o) => [o.label, o.op] as const))('%s: responses have no write-only field', (_l, op) => {
    for (const response of Object.values<Loose>(op.responses)) {
      const schema = deref(response).content?.['application/json']?.schema;
      expect(schema ? flaggedFields(schema, 'writeOnly') : []).toEqual([]);
    }
  });

  it('lists every error code of the introduction table in ErrorResponse', () => {
    const listed: string[] =
      spec.components.schemas.ErrorResponse.properties.error.properties.code['x-extensible-enum'];
    const inTable = [...(spec.info.description as string).matchAll(/^\| `\d{3}` \| `([a-z_]+)` \|/gm)].map((m) => m[1]);
    expect(inTable.length).toBeGreaterThanOrEqual(18);
    expect([...listed].sort()).toEqual([...new Set(inTable)].sort());
    expect(spec.components.schemas.Error).toBeUndefined();
  });

  it('every error example uses a listed code', () => {
    const listed: string[] =
      spec.components.schemas.ErrorResponse.properties.error.properties.code['x-extensible-enum'];
    for (const response of Object.values<Loose>(spec.components.responses)) {
      for (const example of Object.values<Loose>(response.content['application/json'].examples ?? {})) {
        expect(listed).toContain(example.value.error.code);
      }
    }
  });

  it('has a license and a contact', () => {
    expect(spec.info.license).toMatchObject({name: expect.any(String), url: expect.stringMatching(/^https:\/\//)});
    expect(spec.info.contact.url).toMatch(/^https:\/\//);
  });
});
