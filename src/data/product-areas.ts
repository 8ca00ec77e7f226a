/** The product areas shown as cards on the home page and the /docs entry page. */
export type ProductArea = {
  title: string;
  description: string;
  to: string;
  /** Short label for the audience, shown as a chip. */
  audience: string;
};

export const productAreas: ProductArea[] = [
  {
    title: 'Studio',
    description: 'Design flows on a canvas with message, prompt, action and logic nodes, then test and publish.',
    to: '/docs/platform_concepts/studio/overview',
    audience: 'Bot builders',
  },
  {
    title: 'Knowledge base',
    description: 'Answer from PDFs, websites and help centres with cited, retrieval-augmented replies.',
    to: '/docs/platform_concepts/studio/kb/overview',
    audience: 'Bot builders',
  },
  {
    title: 'AI Agent',
    description: 'Give an LLM agent instructions, tools and guardrails, and let it resolve requests end to end.',
    to: '/docs/platform_concepts/AIAgent',
    audience: 'Bot builders',
  },
  {
    title: 'VoiceX',
    description: 'Run the same bot on phone lines and in the browser, with speech recognition and barge-in.',
    to: '/docs/platform_concepts/VoiceX/VoiceXIntro',
    audience: 'Developers',
  },
  {
    title: 'Inbox',
    description: 'Hand conversations to human agents with routing, SLAs, tickets and AI Copilot.',
    to: '/docs/platform_concepts/inbox',
    audience: 'Support teams',
  },
  {
    title: 'Engage',
    description: 'Reach users on WhatsApp, SMS, RCS, email and push with segments and flow campaigns.',
    to: '/docs/platform_concepts/engagement',
    audience: 'Marketers',
  },
  {
    title: 'Growth',
    description: 'Measure containment, CSAT and conversions with dashboards, goals and Insights.',
    to: '/docs/platform_concepts/growth',
    audience: 'Analysts',
  },
  {
    title: 'Channels',
    description: 'Connect the web widget, WhatsApp, SMS, Messenger, Teams, Slack and a dozen more.',
    to: '/docs/platform_concepts/channelConfiguration',
    audience: 'Developers',
  },
  {
    title: 'Apps',
    description: 'Connect about 80 apps (payments, CRMs, helpdesks, identity, commerce) and call them from flows.',
    to: '/docs/platform_concepts/appConfiguration',
    audience: 'Developers',
  },
  {
    title: 'Mobile SDKs',
    description: 'Embed chat and the agent Inbox in Android, iOS, Flutter, Cordova and React Native apps.',
    to: '/docs/platform_concepts/mobile',
    audience: 'Developers',
  },
  {
    title: 'Mynah AI Search',
    description: 'Put an AI search and answer box on your own site, grounded in your knowledge base.',
    to: '/docs/platform_concepts/mynahaisearch/installmynahaisearch',
    audience: 'Developers',
  },
  {
    title: 'REST API',
    description: 'Manage users, events, audiences, messages, campaigns and tickets from your own systems.',
    to: '/api',
    audience: 'Developers',
  },
];

/** Guides most readers start with, shown on the home page. */
export const popularGuides: {title: string; to: string}[] = [
  {title: 'Build your first support bot', to: '/docs/cookbooks/studio/build-bot'},
  {title: 'Order status on WhatsApp with OTP verification', to: '/docs/cookbooks/channels/whatsapp-order-status-otp'},
  {
    title: 'Answer from your help centre with a knowledge base',
    to: '/docs/cookbooks/Gen-AI/kb-support-bot-from-help-center',
  },
  {title: 'Route VIP chats to a dedicated Inbox group', to: '/docs/cookbooks/inbox/vip-routing'},
  {title: 'Win back abandoned carts', to: '/docs/cookbooks/engage/abandoned-cart-reengagement'},
  {title: 'A voice bot that hands over to an agent', to: '/docs/cookbooks/voice-as-channel/voice-bot-agent-handover'},
];

/** The product areas as link cards, with the audience as the eyebrow. */
export const productAreaCards = productAreas.map((area) => ({
  title: area.title,
  description: area.description,
  to: area.to,
  eyebrow: area.audience,
}));
