import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {
  buildPageContext,
  isCloseMessage,
  pageTitle,
  sendPageContext,
  updateUserInfoUrl,
  type ChatClientConfig,
} from '../utils/chat-context';
import {createChatSession, type ChatSession} from '../utils/chat-session';

/**
 * The chat widget and the page-context call (spec §4, §5, §7; rules in src/utils/chat-*.ts).
 *
 * The provider's widget script is added once per visit, after the `load` event and an idle
 * moment, outside the React root, so it never blocks rendering and survives client-side
 * navigation. After each route change has rendered, the page context is sent to the provider
 * once the widget has a session. This module must stay tiny: it is in every page's first-load JS.
 */

declare global {
  interface Window {
    /** Set by the provider's widget script; `jid` is the chat session id. */
    MynahChat?: {jid?: unknown};
  }
}

type Route = {referrer: string; pageUrl: string};

const SCRIPT_ID = 'mynah-chat-widget';
const chat = siteConfig.customFields?.chat as ChatClientConfig | undefined;
let session: ChatSession<Route> | undefined;

function loadWidget(config: ChatClientConfig): Promise<void> {
  return new Promise((resolve) => {
    const inject = () => {
      if (document.getElementById(SCRIPT_ID)) return resolve();
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = config.widgetUrl;
      script.async = true;
      script.dataset.bot = config.botId;
      script.dataset.origin = config.origin;
      script.onload = script.onerror = () => resolve();
      document.body.appendChild(script);
    };
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(inject, {timeout: 3000}) : setTimeout(inject, 1);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, {once: true});
  });
}

function start(config: ChatClientConfig): ChatSession<Route> {
  const created = createChatSession<Route>({
    readJid: () => window.MynahChat?.jid,
    widgetReady: loadWidget(config),
    log: console,
    send: (uid, {referrer, pageUrl}) => {
      const context = buildPageContext({
        bot: config.botId,
        uid,
        referrer,
        title: pageTitle(document),
        pageUrl,
        source: config.source,
      });
      void sendPageContext(updateUserInfoUrl(config.origin, config.botId), context);
    },
  });
  const origins = [config.origin, new URL(config.widgetUrl).origin];
  window.addEventListener('message', (event) => {
    if (isCloseMessage(event, origins)) created.widgetClosed();
  });
  return created;
}

const chatWidget: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A route change is a new path or query; moving between anchors of one page is not.
    if (!chat || (previousLocation?.pathname === location.pathname && previousLocation.search === location.search)) {
      return;
    }
    try {
      session ??= start(chat);
      session.routeChanged({
        referrer: previousLocation
          ? window.location.origin + previousLocation.pathname + previousLocation.search + previousLocation.hash
          : document.referrer,
        pageUrl: window.location.href,
      });
    } catch (error) {
      console.error('Chat widget:', error);
    }
  },
};

export default chatWidget;
