import http from 'node:http';
import type {Turn} from '../../src/ask/answerer';
import type {AskErrorBody, AskRequest} from '../../src/ask/protocol';
import {ASK_LIMITS} from '../../src/ask/settings';
import {readSse, sseEvent} from '../../src/ask/sse';
import type {Docs} from './docs';
import {buildMessages} from './prompt';
import {createRateLimiter} from './rate-limit';
import {readBody} from '../lib/read-body';

/**
 * The ask server behind the `llm` answerer: it takes a question and the ids of the sections the
 * browser retrieved, asks an OpenAI-compatible chat-completions API with the sections' text, and
 * streams the answer back as server-sent events (protocol: src/ask/protocol.ts). The API key stays
 * here. Every question is checked (length, sections, history), rate-limited per client address and
 * time-limited; a refused or failed request gets a status and a message a reader can act on.
 *
 *   POST /ask      the question (JSON) → text/event-stream
 *   GET  /health   "ok"
 */

export type AskServerOptions = {
  /** OpenAI-compatible API base; the server POSTs to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  timeoutMs: number;
  /** Read the client address from X-Forwarded-For (behind a proxy that sets it). */
  trustProxy?: boolean;
  docs: Docs;
  /** For tests: the fetch used to call the model API. */
  fetch?: typeof fetch;
  /** One line per request (status, time, sizes; never the question or the key). */
  log?: (line: string) => void;
};

const MAX_BODY = 16 * 1024;
const MAX_TOKENS = 500;

type Problem = {status: number; code: string; message: string};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a request body; returns the request, or what is wrong with it. */
export function parseAskRequest(body: unknown, docs: Docs): AskRequest | Problem {
  const bad = (message: string): Problem => ({status: 400, code: 'invalid_request', message});
  if (!isRecord(body)) return bad('The request must be a JSON object.');
  const {question, sections, history = []} = body;
  if (typeof question !== 'string' || !question.trim()) return bad('Type a question first.');
  if (question.trim().length > ASK_LIMITS.maxQuestionLength) {
    return bad(`Questions can be up to ${ASK_LIMITS.maxQuestionLength} characters.`);
  }
  if (!Array.isArray(sections) || sections.length === 0 || sections.length > ASK_LIMITS.maxSections) {
    return bad(`Send 1 to ${ASK_LIMITS.maxSections} section ids.`);
  }
  if (!sections.every((id) => typeof id === 'number' && docs.section(id))) {
    return bad('A section id is not one of these docs; reload the page to get the current docs.');
  }
  if (!Array.isArray(history) || history.length > ASK_LIMITS.maxHistoryTurns) {
    return bad(`Send at most ${ASK_LIMITS.maxHistoryTurns} earlier turns.`);
  }
  const turns: Turn[] = [];
  for (const turn of history) {
    if (
      !isRecord(turn) ||
      typeof turn.question !== 'string' ||
      typeof turn.answer !== 'string' ||
      turn.question.length > ASK_LIMITS.maxQuestionLength ||
      turn.answer.length > ASK_LIMITS.maxHistoryAnswerLength
    ) {
      return bad('An earlier turn is malformed or too long.');
    }
    turns.push({question: turn.question, answer: turn.answer});
  }
  return {question: question.trim(), sections: [...new Set(sections as number[])], history: turns};
}

function clientAddress(req: http.IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

/** The model's text in one streamed chat-completions chunk, if any. */
function deltaText(data: string): string {
  try {
    const chunk = JSON.parse(data) as {choices?: {delta?: {content?: unknown}}[]};
    const content = chunk.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch {
    return '';
  }
}

export function createAskServer(options: AskServerOptions): http.Server {
  const limiter = createRateLimiter(options.rateLimitPerMinute);
  const fetchImpl = options.fetch ?? fetch;
  const log = options.log ?? (() => {});

  return http.createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://ask-server');
    const origin = req.headers.origin;
    const originAllowed = !origin || options.allowedOrigins.includes(origin);
    const cors: Record<string, string> =
      origin && originAllowed ? {'Access-Control-Allow-Origin': origin, Vary: 'Origin'} : {Vary: 'Origin'};
    const fail = ({status, code, message}: Problem, headers: Record<string, string> = {}): void => {
      const body: AskErrorBody = {error: {code, message}};
      res.writeHead(status, {...cors, ...headers, 'Content-Type': 'application/json; charset=utf-8'});
      res.end(JSON.stringify(body));
      log(`${req.method} ${url.pathname} ${status} ${code} ${Date.now() - started}ms`);
    };

    if (req.method === 'GET' && url.pathname === '/health') {
      res.writeHead(200, {...cors, 'Content-Type': 'text/plain; charset=utf-8'});
      res.end('ok');
      return;
    }
    if (url.pathname !== '/ask') return fail({status: 404, code: 'not_found', message: 'Not found.'});
    if (!originAllowed) {
      return fail({status: 403, code: 'origin_not_allowed', message: 'This site may not use the answer service.'});
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') return fail({status: 405, code: 'method_not_allowed', message: 'Use POST.'});

    const raw = await readBody(req, MAX_BODY).catch(() => null);
    if (raw === null) return fail({status: 413, code: 'too_large', message: 'The question is too large to send.'});
    let parsed: AskRequest | Problem;
    try {
      parsed = parseAskRequest(JSON.parse(raw), options.docs);
    } catch {
      parsed = {status: 400, code: 'invalid_request', message: 'The request is not valid JSON.'};
    }
    if ('status' in parsed) return fail(parsed);

    const wait = limiter.take(clientAddress(req, options.trustProxy ?? false));
    if (wait > 0) {
      return fail(
        {status: 429, code: 'rate_limited', message: `Too many questions; try again in ${wait} seconds.`},
        {'Retry-After': String(wait)},
      );
    }

    const sections = parsed.sections.map((id) => options.docs.section(id)!);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    res.on('close', () => {
      if (!res.writableEnded) controller.abort();
    });
    const timedOut = (): Problem => ({status: 504, code: 'timeout', message: 'The answer took too long.'});
    try {
      let upstream: Response;
      try {
        upstream = await fetchImpl(`${options.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'text/event-stream',
            ...(options.apiKey ? {Authorization: `Bearer ${options.apiKey}`} : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            temperature: 0.2,
            max_tokens: MAX_TOKENS,
            messages: buildMessages(parsed.question, sections, parsed.history),
          }),
          signal: controller.signal,
        });
      } catch {
        return fail(
          controller.signal.aborted
            ? timedOut()
            : {status: 502, code: 'model_unreachable', message: 'The language model could not be reached.'},
        );
      }
      if (!upstream.ok || !upstream.body) {
        const detail = (await upstream.text().catch(() => '')).slice(0, 300).replace(/\s+/g, ' ');
        log(`model API answered ${upstream.status}: ${detail}`);
        return fail({status: 502, code: 'model_error', message: 'The language model refused the question.'});
      }
      res.writeHead(200, {
        ...cors,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      });
      let sent = 0;
      let finished = false;
      try {
        for await (const event of readSse(upstream.body, controller.signal)) {
          if (event.data.trim() === '[DONE]') {
            finished = true;
            break;
          }
          const text = deltaText(event.data);
          if (text) {
            sent += text.length;
            res.write(sseEvent('delta', {text}));
          }
        }
        // Some compatible servers end the stream without [DONE]; an answer that arrived is complete.
        finished ||= sent > 0;
      } catch {
        finished = false;
      }
      if (finished) res.write(sseEvent('done', {}));
      else {
        const message = controller.signal.aborted
          ? 'The answer took too long and was cut off. Try again.'
          : 'The language model stopped before answering. Try again.';
        res.write(sseEvent('error', {message}));
      }
      res.end();
      log(
        `POST /ask 200 ${finished ? 'done' : 'cut off'} ${Date.now() - started}ms sections=${sections.length} chars=${sent}`,
      );
    } finally {
      clearTimeout(timer);
    }
  });
}

export function startAskServer(options: AskServerOptions & {port: number; host?: string}): Promise<http.Server> {
  const server = createAskServer(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
