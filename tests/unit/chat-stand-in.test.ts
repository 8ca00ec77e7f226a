import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {createChatStandIn, type Recorded} from '../../tools/chat-stand-in/server';

let server: http.Server;
let recorded: Recorded;
let base = '';

beforeAll(async () => {
  ({server, recorded} = createChatStandIn());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  await fetch(`${base}/__recorded`, {method: 'DELETE'});
});

const context = {
  bot: 'x1',
  uid: 'v123',
  referrer: '',
  payload: {title: 'Getting started', pageUrl: 'http://127.0.0.1:3000/docs/a'},
  pageUrl: 'http://127.0.0.1:3000/docs/a',
  source: 'mynah-docs',
  isYmAuth: false,
};

const post = (path: string, body: unknown, type = 'application/json') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {'Content-Type': type},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('chat stand-in', () => {
  it('serves the widget and the panel', async () => {
    const widget = await fetch(`${base}/widget.js`);
    expect(widget.headers.get('content-type')).toMatch(/javascript/);
    expect(await widget.text()).toContain('window.MynahChat = chat');
    expect(await (await fetch(`${base}/panel`)).text()).toContain("postMessage('close'");
  });

  it('answers the CORS preflight of a JSON POST', async () => {
    const res = await fetch(`${base}/api/plugin/update-user-info?bot=x1`, {
      method: 'OPTIONS',
      headers: {Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'POST'},
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('records a well-formed page context', async () => {
    const res = await post('/api/plugin/update-user-info?bot=x1', context);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"success":true,"message":"User info updated"}');
    const all = (await (await fetch(`${base}/__recorded`)).json()) as Recorded;
    expect(all.updateUserInfo).toEqual([{bot: 'x1', body: context}]);
    expect(recorded.rejected).toEqual([]);
  });

  it.each([
    ['no bot query', '/api/plugin/update-user-info', context],
    ['a bot mismatch', '/api/plugin/update-user-info?bot=other', context],
    ['a missing field', '/api/plugin/update-user-info?bot=x1', {...context, source: undefined}],
    ['an extra field', '/api/plugin/update-user-info?bot=x1', {...context, extra: 1}],
    ['isYmAuth true', '/api/plugin/update-user-info?bot=x1', {...context, isYmAuth: true}],
    ['a uid with @', '/api/plugin/update-user-info?bot=x1', {...context, uid: 'v1@x'}],
    ['an empty title', '/api/plugin/update-user-info?bot=x1', {...context, payload: {...context.payload, title: ''}}],
    [
      'payload.pageUrl differing from pageUrl',
      '/api/plugin/update-user-info?bot=x1',
      {...context, payload: {...context.payload, pageUrl: 'http://x/y'}},
    ],
    ['invalid JSON', '/api/plugin/update-user-info?bot=x1', '{"bot":'],
    ['an array', '/api/plugin/update-user-info?bot=x1', [context]],
  ])('rejects %s with 400 and records it as rejected', async (_label, path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(recorded.updateUserInfo).toEqual([]);
    expect(recorded.rejected).toHaveLength(1);
  });

  it('rejects a body that is not sent as JSON', async () => {
    expect((await post('/api/plugin/update-user-info?bot=x1', context, 'text/plain')).status).toBe(400);
  });

  it('records well-formed feedback and rejects malformed feedback', async () => {
    const vote = {path: '/docs/a', pageUrl: 'http://127.0.0.1:3000/docs/a', title: 'A', helpful: false, comment: ''};
    expect((await post('/api/feedback', vote)).status).toBe(200);
    expect((await post('/api/feedback', {...vote, helpful: 'no'})).status).toBe(400);
    expect((await post('/api/feedback', {...vote, comment: 'x'.repeat(2001)})).status).toBe(400);
    expect(recorded.feedback).toEqual([vote]);
    expect(recorded.rejected).toHaveLength(2);
  });

  it('answers 404 elsewhere and 405 for a GET on an endpoint', async () => {
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    expect((await fetch(`${base}/api/feedback`)).status).toBe(405);
  });
});

describe('Ask AI votes', () => {
  const like = {
    eventType: 'ask-feedback',
    vote: 'like',
    reason: null,
    question: 'How many tickets can I merge?',
    citedUrls: ['/docs/platform_concepts/inbox/tickets#merging-tickets'],
    answerer: 'local',
    page: '/',
    timestamp: 1_700_000_000_000,
  };

  it('records well-formed votes and rejects malformed ones', async () => {
    const dislike = {...like, vote: 'dislike', reason: 'Wrong page'};
    expect((await post('/api/ask-feedback', {events: [like, dislike]})).status).toBe(200);
    expect((await post('/api/ask-feedback', {events: [{...like, reason: 'why'}]})).status).toBe(400);
    expect((await post('/api/ask-feedback', {events: [{...like, citedUrls: ['https://x.example']}]})).status).toBe(400);
    expect((await post('/api/ask-feedback', {events: [{...like, extra: 1}]})).status).toBe(400);
    expect((await post('/api/ask-feedback', like)).status).toBe(400);
    expect(recorded.askFeedback).toEqual([like, dislike]);
    expect(recorded.rejected).toHaveLength(4);
  });
});
