import {describe, expect, it} from 'vitest';
import {namedExamples, requestExamples, responseEntries} from '../../src/utils/api-examples';
import {requestItem, regionOf} from '../../src/components/TryIt/request-item';
import {webhookPages, webhookSlug} from '../../src/plugins/api-webhooks/webhooks';
import {inlineBlocks, inlineTokens} from '../../src/utils/inline-markdown';
import {loadSpec} from '../lib/openapi';

const spec = loadSpec();

describe('API page examples', () => {
  it('lists named examples in document order, a single example as "default"', () => {
    expect(namedExamples({examples: {a: {summary: 'First', value: 1}, b: {value: 2}}})).toEqual([
      {name: 'a', summary: 'First', value: 1},
      {name: 'b', summary: 'b', value: 2},
    ]);
    expect(namedExamples({example: {x: 1}})).toEqual([{name: 'default', summary: 'Example', value: {x: 1}}]);
    expect(namedExamples(undefined)).toEqual([]);
  });

  it('uses the documented request examples, not the one the plugin builds from the schema', () => {
    const addUser = spec.paths['/users'].post;
    const examples = requestExamples({...addUser, jsonRequestBodyExample: {user_id: 'string'}});
    expect(examples.map((e) => e.name)).toEqual(['new_customer', 'minimal']);
    expect(examples[0].value).toEqual(addUser.requestBody.content['application/json'].examples.new_customer.value);
    expect(requestExamples({jsonRequestBodyExample: {a: 1}})).toEqual([
      {name: 'schema', summary: 'Built from the schema', value: {a: 1}},
    ]);
  });

  it('sorts responses by status and keeps their examples', () => {
    const entries = responseEntries({
      responses: {
        '404': {description: 'x', content: {'application/json': {example: {e: 1}}}},
        '200': {description: 'ok'},
      },
    });
    expect(entries.map((e) => e.status)).toEqual(['200', '404']);
    expect(entries[1].examples[0].value).toEqual({e: 1});
    expect(entries[0].examples).toEqual([]);
  });
});

describe('Try it request item', () => {
  const servers = spec.servers as {url: string}[];
  const api = {
    servers,
    parameters: [
      {name: 'bot_id', in: 'query' as const, required: true, schema: {example: 'bot_k3v9q2m7xa'}},
      {name: 'cursor', in: 'query' as const},
    ],
  };

  it('names the four regions', () => {
    expect(servers.map(regionOf)).toEqual(['us', 'eu', 'in', 'ap']);
  });

  it('puts the chosen server first, prefills bot_id and sets the body to the selected example', () => {
    const item = requestItem(api, 'https://ap.api.mynah.app/v1', {user_id: 'cus_10482'});
    expect(item.servers?.map(regionOf)).toEqual(['ap', 'us', 'eu', 'in']);
    expect(item.parameters?.[0]).toMatchObject({name: 'bot_id', value: 'bot_k3v9q2m7xa'});
    expect(item.parameters?.[1]).toEqual({name: 'cursor', in: 'query'});
    expect(item.jsonRequestBodyExample).toEqual({user_id: 'cus_10482'});
  });

  it('keeps the order when the stored server is not one of the operation’s', () => {
    expect(requestItem(api, 'https://old.example/v1', undefined).servers?.map(regionOf)).toEqual([
      'us',
      'eu',
      'in',
      'ap',
    ]);
  });
});

describe('webhook pages from x-webhooks', () => {
  const pages = webhookPages(spec);

  it('has one page per event, under /api/webhooks', () => {
    expect(pages.map((p) => p.permalink)).toEqual([
      '/api/webhooks/user-created',
      '/api/webhooks/user-updated',
      '/api/webhooks/ticket-created',
    ]);
    expect(webhookSlug('custom.order_paid')).toBe('custom-order-paid');
  });

  it('lists the signature header, the envelope, the data fields and the examples', () => {
    const updated = pages.find((p) => p.event === 'user.updated')!;
    expect(updated.headers.map((h) => h.name)).toEqual(['X-Mynah-Signature', 'X-Mynah-Event', 'X-Mynah-Delivery']);
    expect(updated.envelope.map((f) => f.name)).toEqual([
      'id',
      'type',
      'created_at',
      'workspace_id',
      'bot_id',
      'truncated',
      'data',
    ]);
    expect(updated.envelope.find((f) => f.name === 'type')?.type).toBe('"user.updated"');
    expect(updated.data.map((f) => `${f.name}: ${f.type}`)).toEqual([
      'user: User',
      'changes: string[]',
      'changed_by: string',
    ]);
    expect(updated.examples.length).toBe(2);
  });
});

describe('inline Markdown of descriptions', () => {
  it('splits code, bold and links, and leaves other text alone', () => {
    expect(inlineTokens('Send `x-api-key`; see **Settings** and [API keys](/docs/x) <now>.')).toEqual([
      {kind: 'text', text: 'Send '},
      {kind: 'code', text: 'x-api-key'},
      {kind: 'text', text: '; see '},
      {kind: 'bold', text: 'Settings'},
      {kind: 'text', text: ' and '},
      {kind: 'link', text: 'API keys', href: '/docs/x'},
      {kind: 'text', text: ' <now>.'},
    ]);
  });

  it('makes paragraphs of blocks and lists of "- " lines', () => {
    expect(inlineBlocks('One\ntwo.\n\n- a\n- b')).toEqual([
      {list: false, lines: ['One two.']},
      {list: true, lines: ['a', 'b']},
    ]);
  });
});
