import http from 'node:http';
import type {ChatMessage} from './prompt';

/**
 * A local stand-in for an OpenAI-compatible chat-completions API, for tests and for trying the `llm`
 * answerer without an account (`npm run ask-server -- --fake`). `POST /v1/chat/completions` with
 * `stream: true` answers as the real APIs do: `data: {chat.completion.chunk}` events, then
 * `data: [DONE]`. The answer is made from the request, so it is checkable: the first sentence of
 * section [1], cited, then the first sentence of section [2] if there is one.
 *
 * Modes, for failure tests: `ok`; `error` (HTTP 500); `unauthorized` (401 unless the expected key is
 * sent); `hang` (never answers); `stall` (sends one chunk, then nothing); `cut` (ends without [DONE]
 * and without content).
 */

export type FakeMode = 'ok' | 'error' | 'unauthorized' | 'hang' | 'stall' | 'cut';

export type FakeRequest = {
  authorization: string | undefined;
  body: {model: string; stream: boolean; messages: ChatMessage[]};
};

export type FakeCompletions = {
  server: http.Server;
  requests: FakeRequest[];
  mode: FakeMode;
  /** The key the `unauthorized` mode expects. */
  expectedKey: string;
};

/** "[1] Title (path)\ntext" blocks of the sections message, as the ask server writes them. */
function sectionTexts(messages: ChatMessage[]): string[] {
  const sections = messages.find((m) => m.role === 'system' && m.content.startsWith('Documentation sections:'));
  if (!sections) return [];
  return sections.content.split('\n\n---\n\n').map((block) =>
    block
      .replace(/^Documentation sections:\n\n/, '')
      .split('\n')
      .slice(1)
      .join(' ')
      .trim(),
  );
}

export function fakeAnswer(messages: ChatMessage[]): string {
  const first = (text: string): string => (text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text).trim();
  const [one, two] = sectionTexts(messages);
  if (!one) return 'The documentation does not cover that.';
  return two ? `${first(one)} [1] ${first(two)} [2]` : `${first(one)} [1]`;
}

function chunk(content: string | null, finish: string | null = null): string {
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake',
    choices: [{index: 0, delta: content === null ? {} : {content}, finish_reason: finish}],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

export function createFakeCompletions(mode: FakeMode = 'ok', expectedKey = 'test-key'): FakeCompletions {
  const state: FakeCompletions = {server: null as unknown as http.Server, requests: [], mode, expectedKey};
  state.server = http.createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as FakeRequest['body'];
      state.requests.push({authorization: req.headers.authorization, body});
      const current = state.mode;
      if (current === 'hang') return;
      if (current === 'error') {
        res.writeHead(500, {'Content-Type': 'application/json'}).end('{"error":{"message":"boom"}}');
        return;
      }
      if (current === 'unauthorized' && req.headers.authorization !== `Bearer ${state.expectedKey}`) {
        res.writeHead(401, {'Content-Type': 'application/json'}).end('{"error":{"message":"bad key"}}');
        return;
      }
      res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'});
      if (current === 'cut') {
        res.end(': nothing to say\n\n');
        return;
      }
      const words = fakeAnswer(body.messages).split(/(?<= )/);
      if (current === 'stall') {
        res.write(chunk(words[0]));
        return;
      }
      res.write(chunk(''));
      for (const word of words) res.write(chunk(word));
      res.write(chunk(null, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  return state;
}

export function startFakeCompletions(
  mode: FakeMode = 'ok',
  {port = 0, host = '127.0.0.1', expectedKey}: {port?: number; host?: string; expectedKey?: string} = {},
): Promise<FakeCompletions> {
  const fake = createFakeCompletions(mode, expectedKey);
  return new Promise((resolve, reject) => {
    fake.server.once('error', reject);
    fake.server.listen(port, host, () => resolve(fake));
  });
}
