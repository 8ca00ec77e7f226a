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
};

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
  };
}

export const env: SiteEnv = readSiteEnv();

export const readEnv = reader(process.env);
