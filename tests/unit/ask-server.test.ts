import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {startAskServer, type AskServerOptions} from '../../tools/ask-server/server';
import {
  fakeAnswer,
  startFakeCompletions,
  type FakeCompletions,
  type FakeMode,
} from '../../tools/ask-server/fake-completions';
import {INSTRUCTIONS} from '../../tools/ask-server/prompt';
import {createRateLimiter} from '../../tools/ask-server/rate-limit';
import {createLlmAnswerer} from '../../src/ask/llm-answerer';
import {AskError, type AnswerEvent} from '../../src/ask/answerer';
import {readSse} from '../../src/ask/sse';
import {docs, engine, storeFor, unitOf} from './fixtures/ask-docs';

/**
 * The `llm` path end to end in Node: the browser's answerer → the ask server → a fake OpenAI-compatible
 * completions API (tools/ask-server/fake-completions.ts). What goes over each wire is checked.
 */

const ORIGIN = 'http://127.0.0.1:4183';
const KEY = 'sk-test-secret-key';
const servers: http.Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const urlOf = (server: http.Server, path = ''): string =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

async function setUp(
  mode: FakeMode = 'ok',
  options: Partial<AskServerOptions> = {},
): Promise<{fake: FakeCompletions; endpoint: string}> {
  const fake = await startFakeCompletions(mode, {expectedKey: KEY});
  servers.push(fake.server);
  const server = await startAskServer({
    baseUrl: urlOf(fake.server, '/v1'),
    apiKey: KEY,
    model: 'tiny-model',
    allowedOrigins: [ORIGIN],
    rateLimitPerMinute: 20,
    timeoutMs: 5000,
    docs,
    port: 0,
    ...options,
  });
  servers.push(server);
  return {fake, endpoint: urlOf(server, '/ask')};
}

const merging = unitOf('merging-tickets');
const statuses = unitOf('statuses');

function post(endpoint: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(endpoint, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Origin: ORIGIN, ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function events(response: Response): Promise<{event: string; data: unknown}[]> {
  const out: {event: string; data: unknown}[] = [];
  for await (const e of readSse(response.body!)) out.push({event: e.event, data: JSON.parse(e.data)});
  return out;
}

describe('the ask server', () => {
  it("streams the model's answer, built from the sections' text it holds, and keeps the key to itself", async () => {
    const {fake, endpoint} = await setUp();
    const response = await post(endpoint, {
      question: 'How many tickets can I merge?',
      sections: [merging, statuses],
      history: [{question: 'What is a ticket?', answer: 'A case that outlasts a chat [1].'}],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const received = await events(response);
    expect(received.at(-1)).toEqual({event: 'done', data: {}});
    const text = received
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as {text: string}).text)
      .join('');
    expect(text).toBe(
      'Open the primary ticket and pick up to 5 other tickets to merge into it. [1] A ticket is Open, Pending or Closed. [2]',
    );
    expect(JSON.stringify(received)).not.toContain(KEY);

    const [request] = fake.requests;
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body.model).toBe('tiny-model');
    expect(request.body.stream).toBe(true);
    const messages = request.body.messages;
    expect(messages[0]).toEqual({role: 'system', content: INSTRUCTIONS});
    expect(messages[1].content).toContain('[1] Tickets › Merging tickets (/docs/inbox/tickets#merging-tickets)');
    expect(messages[1].content).toContain('Merging cannot be undone.');
    expect(messages.slice(2)).toEqual([
      {role: 'user', content: 'What is a ticket?'},
      {role: 'assistant', content: 'A case that outlasts a chat [1].'},
      {role: 'user', content: 'How many tickets can I merge?'},
    ]);
  });

  it('refuses bad questions with a status and a message, before calling the model', async () => {
    const {fake, endpoint} = await setUp();
    const refusal = async (body: unknown, headers?: Record<string, string>) => {
      const response = await post(endpoint, body, headers);
      return {status: response.status, body: (await response.json()) as {error: {code: string; message: string}}};
    };
    expect(await refusal({question: '  ', sections: [merging]})).toEqual({
      status: 400,
      body: {error: {code: 'invalid_request', message: 'Type a question first.'}},
    });
    expect((await refusal({question: 'x'.repeat(301), sections: [merging]})).body.error.message).toBe(
      'Questions can be up to 300 characters.',
    );
    expect((await refusal({question: 'Why?', sections: [99999]})).body.error.message).toMatch(/not one of these docs/);
    expect((await refusal({question: 'Why?', sections: []})).status).toBe(400);
    expect((await refusal({question: 'Why?', sections: [1, 2, 3, 4, 5, 6, 7]})).status).toBe(400);
    expect((await refusal('{not json')).body.error.message).toBe('The request is not valid JSON.');
    expect((await refusal({question: 'Why?', sections: [merging], history: 'none'})).status).toBe(400);
    expect((await refusal({question: 'x'.repeat(20_000), sections: [merging]})).status).toBe(413);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers only pages of allowed origins, and their preflight requests', async () => {
    const {endpoint} = await setUp();
    const other = await post(endpoint, {question: 'Why?', sections: [merging]}, {Origin: 'https://elsewhere.example'});
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: {Origin: ORIGIN, 'Access-Control-Request-Method': 'POST'},
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('limits questions per client and says when to try again', async () => {
    const {endpoint} = await setUp('ok', {rateLimitPerMinute: 2});
    const ask = () => post(endpoint, {question: 'How many tickets can I merge?', sections: [merging]});
    for (let i = 0; i < 2; i++) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as {error: {code: string}}).error.code).toBe('rate_limited');
  });

  it('gives up on a model that does not answer in time, before or during the stream', async () => {
    const hanging = await setUp('hang', {timeoutMs: 300});
    const before = await post(hanging.endpoint, {question: 'Merge?', sections: [merging]});
    expect(before.status).toBe(504);
    expect(await before.json()).toEqual({error: {code: 'timeout', message: 'The answer took too long.'}});

    const stalling = await setUp('stall', {timeoutMs: 300});
    const during = await post(stalling.endpoint, {question: 'Merge?', sections: [merging]});
    expect(during.status).toBe(200);
    expect((await events(during)).at(-1)).toEqual({
      event: 'error',
      data: {message: 'The answer took too long and was cut off. Try again.'},
    });
  });

  it('reports a failing or silent model as such', async () => {
    const failing = await setUp('error');
    const response = await post(failing.endpoint, {question: 'Merge?', sections: [merging]});
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {code: 'model_error', message: 'The language model refused the question.'},
    });
    const silent = await setUp('cut');
    expect((await events(await post(silent.endpoint, {question: 'Merge?', sections: [merging]}))).at(-1)?.event).toBe(
      'error',
    );
    const wrongKey = await setUp('unauthorized', {apiKey: 'sk-wrong'});
    expect((await post(wrongKey.endpoint, {question: 'Merge?', sections: [merging]})).status).toBe(502);
  });
});

describe('the rate limiter', () => {
  it('allows the limit per minute per key, then says how many seconds to wait', () => {
    const limiter = createRateLimiter(2);
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 10_000)).toBe(0);
    expect(limiter.take('a', 20_000)).toBe(40);
    expect(limiter.take('b', 20_000)).toBe(0);
    expect(limiter.take('a', 60_001)).toBe(0);
  });
});

describe('the llm answerer in the browser', () => {
  const load = async () => ({engine, store: storeFor()});

  async function collect(endpoint: string, question: string): Promise<AnswerEvent[]> {
    const answerer = createLlmAnswerer({endpoint, load, timeoutMs: 2000});
    const out: AnswerEvent[] = [];
    for await (const event of answerer.answer(question, [])) out.push(event);
    return out;
  }

  it('sends the question with the best sections and shows the streamed answer with those sources', async () => {
    const {fake, endpoint} = await setUp('ok', {allowedOrigins: []});
    const received = await collect(endpoint, 'How many tickets can I merge at once?');
    const sources = received.find((e) => e.type === 'sources');
    expect(sources?.type === 'sources' && sources.sources[0].path).toBe('/docs/inbox/tickets#merging-tickets');
    const text = received.map((e) => (e.type === 'text' ? e.text : '')).join('');
    expect(text).toBe(fakeAnswer(fake.requests[0].body.messages));
    expect(text).toContain('[1]');
    expect(received.at(-1)).toEqual({type: 'done'});
    expect(fake.requests[0].body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'How many tickets can I merge at once?',
    });
  });

  it('declines without a call when the docs do not cover the question', async () => {
    const {fake, endpoint} = await setUp('ok', {allowedOrigins: []});
    expect((await collect(endpoint, 'How do I bake sourdough bread?')).map((e) => e.type)).toEqual([
      'declined',
      'done',
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it('turns every failure into a message for the reader', async () => {
    const failure = async (endpoint: string): Promise<AskError> => {
      try {
        await collect(endpoint, 'How many tickets can I merge at once?');
      } catch (error) {
        return error as AskError;
      }
      throw new Error('no failure');
    };
    // Nothing listens on the port.
    const closed = await setUp();
    const down = closed.endpoint;
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await failure(down)).toMatchObject({
      code: 'unavailable',
      message: 'The answer service could not be reached. Check your connection and try again.',
    });
    const limited = await setUp('ok', {allowedOrigins: [], rateLimitPerMinute: 1});
    await collect(limited.endpoint, 'How many tickets can I merge at once?');
    expect((await failure(limited.endpoint)).message).toMatch(
      /^Too many questions in a short time. Try again in \d+ seconds\.$/,
    );
    expect(await failure((await setUp('error', {allowedOrigins: []})).endpoint)).toMatchObject({
      code: 'unavailable',
      message: 'The answer service is not working right now. Try again in a moment.',
    });
    expect(await failure((await setUp('hang', {allowedOrigins: [], timeoutMs: 200})).endpoint)).toMatchObject({
      code: 'timeout',
    });
    expect(await failure((await setUp('cut', {allowedOrigins: []})).endpoint)).toMatchObject({
      code: 'failed',
      message: 'The language model stopped before answering. Try again.',
    });
  });
});
