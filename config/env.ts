/**
 * Everything the build reads from the environment, in one place.
 * Hosted services are off unless their variables are set; each has a working local default.
 */
export type ChatEnv = {
  /** Origin of the chat provider: the page-context call goes to `${origin}/api/plugin/update-user-info`. */
  origin: string;
  /** The bot the widget opens and the page context is sent for. */
  botId: string;
  /** The provider's widget script, loaded once per visit after the page is interactive. */
  widgetUrl: string;
  /** True when none of the CHAT_* variables is set: the site talks to the local stand-in (tools/chat-stand-in). */
  standIn: boolean;
};

export type SiteEnv = {
  /** Public origin of the deployed site, used for canonical URLs and the sitemap. */
  siteUrl: string;
  /** Google Analytics 4 measurement id; page-view analytics is off when empty. */
  gtagId: string | undefined;
  /** The chat widget and its page-context call (spec §7, first row). */
  chat: ChatEnv;
  /** Where the doc-page feedback footer posts votes; the footer is hidden when undefined. */
  feedbackUrl: string | undefined;
  /** Port of the local chat stand-in; part of the default provider origin, so build and run must agree. */
  standInPort: number;
  /** Ask AI in the search modal. */
  ask: AskEnv;
};

/**
 * Who answers the search modal's Ask AI questions:
 * `local` composes answers from the docs in the browser; `llm` sends the question and the retrieved
 * sections to the ask server (tools/ask-server), which asks a language model; `algolia` is DocSearch's
 * own Ask AI with an Algolia assistant; `off` hides Ask AI.
 */
export type AskAnswerer = 'local' | 'llm' | 'algolia' | 'off';

export type AskEnv = {
  answerer: AskAnswerer;
  /** The ask server's `/ask` URL (answerer `llm`); public, it is called from readers' browsers. */
  endpoint: string | null;
  /** The Algolia Ask AI assistant (answerer `algolia`). */
  assistantId: string | null;
  /** Where like and dislike votes on answers are POSTed; null keeps them in the page's local sink. */
  feedbackUrl: string | null;
};

/** Everything tools/ask-server reads; never part of the site's build. */
export type AskServerEnv = {
  /** OpenAI-compatible API base, e.g. https://api.openai.com/v1 (the server POSTs to `{baseUrl}/chat/completions`). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` to the model API only; omitted when unset (local model servers). */
  apiKey: string | undefined;
  model: string;
  port: number;
  host: string;
  /** Origins whose pages may call the server (CORS); requests from any other origin are refused. */
  allowedOrigins: string[];
  /** Questions per minute per client address. */
  rateLimitPerMinute: number;
  /** Longest a whole answer may take, model call included, before the reader gets a time-out message. */
  timeoutMs: number;
  /** The built site whose passages the server answers from (`{buildDir}/search-index.json`). */
  buildDir: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
};

const ASK_ANSWERERS: AskAnswerer[] = ['local', 'llm', 'algolia', 'off'];
export const ASK_SERVER_DEFAULT_PORT = 4340;

export type EnvSource = Record<string, string | undefined>;

/** The stand-in's bot id when CHAT_BOT_ID is not set. */
export const STAND_IN_BOT_ID = 'x1657623696077';
export const STAND_IN_DEFAULT_PORT = 4310;

const CHAT_VARIABLES = ['CHAT_ORIGIN', 'CHAT_BOT_ID', 'CHAT_WIDGET_URL'] as const;

function reader(source: EnvSource) {
  return (name: string): string | undefined => {
    const value = source[name]?.trim();
    return value ? value : undefined;
  };
}

function positiveInteger(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0 || number > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${value}".`);
  }
  return number;
}

function absoluteUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}".`);
  }
  return url;
}

/**
 * Reads the site's environment. The three CHAT_* variables go together: with none set the site
 * uses the local stand-in provider; with some but not all set the build stops, so a production
 * build never mixes the real provider with the stand-in. FEEDBACK_URL defaults to the stand-in
 * only in that same all-local case.
 */
export function readSiteEnv(source: EnvSource = process.env): SiteEnv {
  const read = reader(source);
  const standInPort = Number(read('CHAT_STAND_IN_PORT') ?? STAND_IN_DEFAULT_PORT);
  if (!Number.isInteger(standInPort) || standInPort <= 0 || standInPort > 65535) {
    throw new Error(`CHAT_STAND_IN_PORT must be a port number, got "${read('CHAT_STAND_IN_PORT')}".`);
  }
  const standInOrigin = `http://127.0.0.1:${standInPort}`;

  const given = CHAT_VARIABLES.filter((name) => read(name));
  let chat: ChatEnv;
  if (given.length === 0) {
    chat = {origin: standInOrigin, botId: STAND_IN_BOT_ID, widgetUrl: `${standInOrigin}/widget.js`, standIn: true};
  } else if (given.length < CHAT_VARIABLES.length) {
    const missing = CHAT_VARIABLES.filter((name) => !read(name));
    throw new Error(
      `Set ${CHAT_VARIABLES.join(', ')} together (missing: ${missing.join(', ')}). ` +
        'With none of them set, the site uses the local chat stand-in.',
    );
  } else {
    chat = {
      origin: absoluteUrl('CHAT_ORIGIN', read('CHAT_ORIGIN')!).origin,
      botId: read('CHAT_BOT_ID')!,
      widgetUrl: absoluteUrl('CHAT_WIDGET_URL', read('CHAT_WIDGET_URL')!).href,
      standIn: false,
    };
  }

  const feedback = read('FEEDBACK_URL');
  const ask = readAskEnv(read, chat.standIn ? standInOrigin : null);
  return {
    siteUrl: read('SITE_URL') ?? 'https://docs.mynah.app',
    gtagId: read('GTAG_ID'),
    chat,
    feedbackUrl: feedback
      ? absoluteUrl('FEEDBACK_URL', feedback).href
      : chat.standIn
        ? `${standInOrigin}/api/feedback`
        : undefined,
    standInPort,
    ask,
  };
}

/**
 * Ask AI's build-time settings. Without ASK_AI_ANSWERER the answerer follows what is configured: an
 * assistant id means `algolia`, an endpoint means `llm`, nothing means `local` (no account, no network).
 * Votes go to ASK_AI_FEEDBACK_URL, else to SEARCH_ANALYTICS_ENDPOINT, else to the local stand-in when it
 * is in use, else nowhere beyond the page's sink.
 */
function readAskEnv(read: (name: string) => string | undefined, standInOrigin: string | null): AskEnv {
  const endpointValue = read('ASK_AI_ENDPOINT');
  const endpoint = endpointValue ? absoluteUrl('ASK_AI_ENDPOINT', endpointValue).href : null;
  const assistantId = read('ALGOLIA_ASSISTANT_ID') ?? null;
  const given = read('ASK_AI_ANSWERER')?.toLowerCase();
  if (given !== undefined && !(ASK_ANSWERERS as string[]).includes(given)) {
    throw new Error(`ASK_AI_ANSWERER is "${given}"; it must be one of: ${ASK_ANSWERERS.join(', ')}.`);
  }
  const answerer = (given ?? (assistantId ? 'algolia' : endpoint ? 'llm' : 'local')) as AskAnswerer;
  if (answerer === 'llm' && !endpoint) {
    throw new Error('ASK_AI_ANSWERER=llm needs ASK_AI_ENDPOINT, the URL of the ask server (npm run ask-server).');
  }
  if (answerer === 'algolia' && !assistantId) {
    throw new Error('ASK_AI_ANSWERER=algolia needs ALGOLIA_ASSISTANT_ID, the id of your Algolia Ask AI assistant.');
  }
  const feedbackUrl = read('ASK_AI_FEEDBACK_URL');
  return {
    answerer,
    endpoint: answerer === 'llm' ? endpoint : null,
    assistantId: answerer === 'algolia' ? assistantId : null,
    feedbackUrl: feedbackUrl
      ? endpointUrl('ASK_AI_FEEDBACK_URL', feedbackUrl)
      : (read('SEARCH_ANALYTICS_ENDPOINT') ?? (standInOrigin ? `${standInOrigin}/api/ask-feedback` : null)),
  };
}

/** An absolute http(s) URL, or a path on the site itself ("/api/votes"). */
function endpointUrl(name: string, value: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? value : absoluteUrl(name, value).href;
}

/** The ask server's settings (tools/ask-server); the model API key stays in the server's environment. */
export function readAskServerEnv(source: EnvSource = process.env): AskServerEnv {
  const read = reader(source);
  const baseUrl = read('ASK_LLM_BASE_URL');
  const model = read('ASK_LLM_MODEL');
  const missing = [!baseUrl && 'ASK_LLM_BASE_URL', !model && 'ASK_LLM_MODEL'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `The ask server needs ${missing.join(' and ')} (an OpenAI-compatible API base URL and a model name). ` +
        'Try `npm run ask-server -- --fake` for a local stand-in model.',
    );
  }
  const siteOrigin = new URL(read('SITE_URL') ?? 'https://docs.mynah.app').origin;
  const origins = read('ASK_ALLOWED_ORIGINS')
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => absoluteUrl('ASK_ALLOWED_ORIGINS', o).origin) ?? [
    siteOrigin,
    'http://localhost:3000',
    'http://127.0.0.1:3000',
  ];
  return {
    baseUrl: absoluteUrl('ASK_LLM_BASE_URL', baseUrl!).href.replace(/\/$/, ''),
    apiKey: read('ASK_LLM_API_KEY'),
    model: model!,
    port: positiveInteger('ASK_SERVER_PORT', read('ASK_SERVER_PORT'), ASK_SERVER_DEFAULT_PORT, 65535),
    host: read('ASK_SERVER_HOST') ?? '127.0.0.1',
    allowedOrigins: origins,
    rateLimitPerMinute: positiveInteger('ASK_RATE_LIMIT', read('ASK_RATE_LIMIT'), 10, 10_000),
    timeoutMs: positiveInteger('ASK_TIMEOUT_MS', read('ASK_TIMEOUT_MS'), 30_000, 600_000),
    buildDir: read('ASK_BUILD_DIR') ?? 'build',
    trustProxy: /^(1|true|yes)$/i.test(read('ASK_TRUST_PROXY') ?? ''),
  };
}

export const env: SiteEnv = readSiteEnv();

export const readEnv = reader(process.env);
