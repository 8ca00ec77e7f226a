/**
 * The page context the chat provider receives after every route change (spec §3, §5, §7):
 * the jid rule, the title rule, the request body and the call itself. Pure and DOM-free
 * (the document and fetch are passed in), so it runs under Vitest; the wiring lives in
 * src/client-modules/chat-widget.ts.
 */

/** Public chat settings, exposed to the browser as `siteConfig.customFields.chat`. */
export type ChatClientConfig = {origin: string; botId: string; widgetUrl: string; source: string};

/** The body of POST /api/plugin/update-user-info, in the spec's field order. */
export type PageContext = {
  bot: string;
  uid: string;
  referrer: string;
  payload: {title: string; pageUrl: string};
  pageUrl: string;
  source: string;
  isYmAuth: false;
};

export const UID_NOT_FOUND = 'UID not found after retrying';

/** The breadcrumbs Docusaurus renders above a doc; the last item is the current page. */
export const BREADCRUMB_ITEMS = '.theme-doc-breadcrumbs .breadcrumbs__item';

/**
 * The user id inside a chat session id: the part before the first '@', used only when the jid
 * is a string containing '@' with something before it. Anything else gives undefined.
 */
export function uidFromJid(jid: unknown): string | undefined {
  if (typeof jid !== 'string') return undefined;
  const at = jid.indexOf('@');
  return at > 0 ? jid.slice(0, at) : undefined;
}

/** The text of the last breadcrumb, or the document title when the page has no breadcrumbs. */
export function pageTitle(doc: Pick<Document, 'title' | 'querySelectorAll'>): string {
  const crumbs = doc.querySelectorAll(BREADCRUMB_ITEMS);
  const last = crumbs[crumbs.length - 1]?.textContent?.trim();
  return last || doc.title;
}

export function buildPageContext(input: {
  bot: string;
  uid: string;
  referrer: string;
  title: string;
  pageUrl: string;
  source: string;
}): PageContext {
  const {bot, uid, referrer, title, pageUrl, source} = input;
  return {bot, uid, referrer, payload: {title, pageUrl}, pageUrl, source, isYmAuth: false};
}

export function updateUserInfoUrl(origin: string, botId: string): string {
  return `${origin}/api/plugin/update-user-info?bot=${encodeURIComponent(botId)}`;
}

/** A 'close' message posted by the widget, from one of the widget's origins. */
export function isCloseMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origins: readonly string[]): boolean {
  return event.data === 'close' && origins.includes(event.origin);
}

type Log = Pick<Console, 'log' | 'error'>;

/**
 * POSTs the context and logs the response text. Never rejects: a network failure or an error
 * status is a console error and nothing else.
 */
export async function sendPageContext(
  url: string,
  context: PageContext,
  {fetch: doFetch = fetch, log = console}: {fetch?: typeof fetch; log?: Log} = {},
): Promise<void> {
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(context),
    });
    const text = await response.text();
    if (response.ok) log.log(text);
    else log.error(`Could not send the page context to the chat provider (HTTP ${response.status}):`, text);
  } catch (error) {
    log.error('Could not send the page context to the chat provider:', error);
  }
}
