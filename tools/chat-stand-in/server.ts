import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {readBody} from '../lib/read-body';

/**
 * A local stand-in for the chat provider, for development and tests only (never part of the
 * site). It serves a minimal working widget and the two endpoints the site calls, checks every
 * body strictly (400 on anything malformed), and records what it accepted:
 *
 *   GET  /widget.js                          the widget: launcher, panel, session jid (widget.js)
 *   GET  /panel                              the panel iframe, whose close button posts 'close' (panel.html)
 *   POST /api/plugin/update-user-info?bot=   the page context (spec §7)
 *   POST /api/feedback                       a doc-page vote
 *   POST /api/ask-feedback                   likes and dislikes of Ask AI answers, as {events: [...]}
 *   GET  /__recorded                         {updateUserInfo, feedback, askFeedback, rejected} as JSON
 *   DELETE /__recorded                       forget everything
 *   GET  /__health                           "ok"
 */

export type UpdateUserInfoCall = {bot: string; body: Record<string, unknown>};
export type Rejected = {path: string; status: number; reason: string; body: string};
export type Recorded = {
  updateUserInfo: UpdateUserInfoCall[];
  feedback: Record<string, unknown>[];
  askFeedback: Record<string, unknown>[];
  rejected: Rejected[];
};

const MAX_BODY = 64 * 1024;
const STATIC: Record<string, {file: string; type: string}> = {
  '/widget.js': {file: 'widget.js', type: 'text/javascript; charset=utf-8'},
  '/panel': {file: 'panel.html', type: 'text/html; charset=utf-8'},
};

type Check = string | undefined; // undefined: fine; otherwise what is wrong

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isUrl = (v: unknown) => isString(v) && URL.canParse(v) && /^https?:$/.test(new URL(v).protocol);

function exactKeys(value: Record<string, unknown>, keys: string[], where: string): Check {
  const extra = Object.keys(value).filter((k) => !keys.includes(k));
  const missing = keys.filter((k) => !(k in value));
  if (missing.length) return `${where}: missing ${missing.join(', ')}`;
  if (extra.length) return `${where}: unexpected ${extra.join(', ')}`;
  return undefined;
}

/** The page-context body, exactly as spec §7 gives it. */
export function checkUpdateUserInfo(bot: string | null, body: unknown): Check {
  if (!bot) return 'query parameter bot is required';
  if (!isObject(body)) return 'body must be a JSON object';
  const keys = exactKeys(body, ['bot', 'uid', 'referrer', 'payload', 'pageUrl', 'source', 'isYmAuth'], 'body');
  if (keys) return keys;
  if (body.bot !== bot) return 'bot must equal the bot query parameter';
  if (!isString(body.uid) || !body.uid || body.uid.includes('@')) return 'uid must be a non-empty string without @';
  if (!isString(body.referrer) || (body.referrer !== '' && !isUrl(body.referrer))) {
    return 'referrer must be a URL or empty';
  }
  if (!isUrl(body.pageUrl)) return 'pageUrl must be an http(s) URL';
  if (!isString(body.source) || !body.source) return 'source must be a non-empty string';
  if (body.isYmAuth !== false) return 'isYmAuth must be false';
  if (!isObject(body.payload)) return 'payload must be an object';
  const payloadKeys = exactKeys(body.payload, ['title', 'pageUrl'], 'payload');
  if (payloadKeys) return payloadKeys;
  if (!isString(body.payload.title) || !body.payload.title.trim()) return 'payload.title must be a non-empty string';
  if (body.payload.pageUrl !== body.pageUrl) return 'payload.pageUrl must equal pageUrl';
  return undefined;
}

/** A doc-page vote from the feedback footer. */
export function checkFeedback(body: unknown): Check {
  if (!isObject(body)) return 'body must be a JSON object';
  const keys = exactKeys(body, ['path', 'pageUrl', 'title', 'helpful', 'comment'], 'body');
  if (keys) return keys;
  if (!isString(body.path) || !body.path.startsWith('/')) return 'path must start with /';
  if (!isUrl(body.pageUrl)) return 'pageUrl must be an http(s) URL';
  if (!isString(body.title)) return 'title must be a string';
  if (typeof body.helpful !== 'boolean') return 'helpful must be true or false';
  if (!isString(body.comment) || body.comment.length > 2000)
    return 'comment must be a string of at most 2000 characters';
  return undefined;
}

const ASK_FEEDBACK_KEYS = ['eventType', 'vote', 'reason', 'question', 'citedUrls', 'answerer', 'page', 'timestamp'];

/** Votes on Ask AI answers (src/ask/feedback.ts), one or more events per request. */
export function checkAskFeedback(body: unknown): Check {
  if (!isObject(body)) return 'body must be a JSON object';
  const keys = exactKeys(body, ['events'], 'body');
  if (keys) return keys;
  if (!Array.isArray(body.events) || body.events.length === 0) return 'events must be a non-empty array';
  for (const event of body.events as unknown[]) {
    if (!isObject(event)) return 'each event must be an object';
    const eventKeys = exactKeys(event, ASK_FEEDBACK_KEYS, 'event');
    if (eventKeys) return eventKeys;
    if (event.eventType !== 'ask-feedback') return 'eventType must be ask-feedback';
    if (event.vote !== 'like' && event.vote !== 'dislike') return 'vote must be like or dislike';
    if (event.reason !== null && (!isString(event.reason) || event.reason.length > 500)) {
      return 'reason must be null or a string of at most 500 characters';
    }
    if (event.vote === 'like' && event.reason !== null) return 'a like has no reason';
    if (!isString(event.question) || !event.question.trim() || event.question.length > 300) {
      return 'question must be a non-empty string of at most 300 characters';
    }
    if (!Array.isArray(event.citedUrls) || !event.citedUrls.every((u) => isString(u) && u.startsWith('/'))) {
      return 'citedUrls must be a list of site paths';
    }
    if (event.answerer !== 'local' && event.answerer !== 'llm') return 'answerer must be local or llm';
    if (!isString(event.page) || !event.page.startsWith('/')) return 'page must start with /';
    if (typeof event.timestamp !== 'number') return 'timestamp must be a number';
  }
  return undefined;
}

export function createChatStandIn(): {server: http.Server; recorded: Recorded} {
  const recorded: Recorded = {updateUserInfo: [], feedback: [], askFeedback: [], rejected: []};
  const files = Object.fromEntries(
    Object.entries(STATIC).map(([route, {file}]) => [route, fs.readFileSync(path.join(__dirname, file))]),
  );

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(body);
    };

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST, GET, DELETE',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }

    const file = STATIC[url.pathname];
    if (req.method === 'GET' && file) return send(200, files[url.pathname].toString('utf8'), file.type);
    if (req.method === 'GET' && url.pathname === '/__health') return send(200, 'ok');
    if (req.method === 'GET' && url.pathname === '/__recorded') {
      return send(200, JSON.stringify(recorded), 'application/json; charset=utf-8');
    }
    if (req.method === 'DELETE' && url.pathname === '/__recorded') {
      recorded.updateUserInfo.length = recorded.feedback.length = recorded.askFeedback.length = 0;
      recorded.rejected.length = 0;
      return send(204, '');
    }

    const endpoints: Record<string, string> = {
      '/api/plugin/update-user-info': 'update',
      '/api/feedback': 'feedback',
      '/api/ask-feedback': 'ask-feedback',
    };
    const endpoint = endpoints[url.pathname] ?? '';
    if (!endpoint) return send(404, 'not found');
    if (req.method !== 'POST') return send(405, 'method not allowed');

    const raw = await readBody(req, MAX_BODY).catch(() => null);
    const reject = (reason: string) => {
      recorded.rejected.push({path: url.pathname + url.search, status: 400, reason, body: (raw ?? '').slice(0, 2000)});
      send(400, JSON.stringify({success: false, message: reason}), 'application/json; charset=utf-8');
    };
    if (raw === null) return reject('body too large or unreadable');
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return reject('Content-Type must be JSON');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return reject('body is not valid JSON');
    }

    if (endpoint === 'update') {
      const bot = url.searchParams.get('bot');
      const problem = checkUpdateUserInfo(bot, body);
      if (problem) return reject(problem);
      recorded.updateUserInfo.push({bot: bot!, body: body as Record<string, unknown>});
      return send(
        200,
        JSON.stringify({success: true, message: 'User info updated'}),
        'application/json; charset=utf-8',
      );
    }
    if (endpoint === 'ask-feedback') {
      const problem = checkAskFeedback(body);
      if (problem) return reject(problem);
      recorded.askFeedback.push(...(body as {events: Record<string, unknown>[]}).events);
      return send(200, JSON.stringify({success: true}), 'application/json; charset=utf-8');
    }
    const problem = checkFeedback(body);
    if (problem) return reject(problem);
    recorded.feedback.push(body as Record<string, unknown>);
    return send(200, JSON.stringify({success: true}), 'application/json; charset=utf-8');
  });
  return {server, recorded};
}

export function startChatStandIn({port, host = '127.0.0.1'}: {port: number; host?: string}): Promise<http.Server> {
  const {server} = createChatStandIn();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
