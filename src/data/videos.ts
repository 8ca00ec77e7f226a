/**
 * The video catalogue behind /videos. Each video is a self-hosted MP4 on the Mynah
 * CDN; the page shows a facade and creates the player only when a reader asks for it.
 */
export type Video = {
  slug: string;
  title: string;
  topic: 'Getting started' | 'Studio' | 'AI' | 'Channels' | 'Inbox' | 'Engage' | 'Growth';
  /** Length as m:ss. */
  duration: string;
  summary: string;
  chapters: {at: string; title: string}[];
  /** The written guide that covers the same ground. */
  guide: {label: string; to: string};
};

export const VIDEO_CDN = 'https://cdn.mynah.app/videos';

export const videos: Video[] = [
  {
    slug: 'tour-of-the-console',
    title: 'A tour of the Mynah console',
    topic: 'Getting started',
    duration: '6:40',
    summary:
      'Where everything lives: Studio, Inbox, Engage, Growth, Channels, Apps and Settings, and how a workspace relates to its bots.',
    chapters: [
      {at: '0:00', title: 'Workspaces and bots'},
      {at: '1:35', title: 'Studio and the flow canvas'},
      {at: '3:10', title: 'Inbox, Engage and Growth'},
      {at: '5:05', title: 'Settings, team and API keys'},
    ],
    guide: {label: 'Getting started with Mynah', to: '/docs/platform_concepts/getting-started'},
  },
  {
    slug: 'first-bot-in-15-minutes',
    title: 'Your first bot in 15 minutes',
    topic: 'Getting started',
    duration: '14:52',
    summary:
      'Create a bot, write a welcome flow, add a question and a reply, test it in the debugger and publish it to the web widget.',
    chapters: [
      {at: '0:00', title: 'Create the bot'},
      {at: '2:20', title: 'Welcome flow with quick replies'},
      {at: '7:45', title: 'Test in the debugger'},
      {at: '11:30', title: 'Publish and embed the widget'},
    ],
    guide: {label: 'Tutorial: the basics', to: '/docs/tutorials/basics'},
  },
  {
    slug: 'prompt-nodes-and-validation',
    title: 'Prompt nodes: asking and validating',
    topic: 'Studio',
    duration: '9:18',
    summary:
      'How prompt nodes re-ask on invalid answers, store values in variables and behave on channels without buttons.',
    chapters: [
      {at: '0:00', title: 'Question, email and phone nodes'},
      {at: '3:40', title: 'Retries and the skip path'},
      {at: '6:25', title: 'Fallbacks on SMS and voice'},
    ],
    guide: {label: 'Prompt nodes overview', to: '/docs/platform_concepts/studio/build/nodes/prompt-node-overview'},
  },
  {
    slug: 'api-node-and-variables',
    title: 'Calling your API from a flow',
    topic: 'Studio',
    duration: '11:05',
    summary:
      'Define a reusable API in Studio, call it with the API node, map the JSON response into variables and handle timeouts.',
    chapters: [
      {at: '0:00', title: 'Reusable API definitions'},
      {at: '4:10', title: 'Mapping the response'},
      {at: '8:30', title: 'Errors, retries and timeouts'},
    ],
    guide: {label: 'Studio API definitions', to: '/docs/platform_concepts/studio/API'},
  },
  {
    slug: 'knowledge-base-from-help-centre',
    title: 'A knowledge base from your help centre',
    topic: 'AI',
    duration: '10:27',
    summary: 'Crawl a help centre, watch ingestion, tune the similarity threshold and check citations in the answers.',
    chapters: [
      {at: '0:00', title: 'Adding a website source'},
      {at: '3:15', title: 'Ingestion statuses'},
      {at: '6:00', title: 'Threshold and top-k'},
      {at: '8:40', title: 'Citations and fallbacks'},
    ],
    guide: {label: 'Knowledge base overview', to: '/docs/platform_concepts/studio/kb/overview'},
  },
  {
    slug: 'ai-agent-with-tools',
    title: 'An AI Agent that uses tools',
    topic: 'AI',
    duration: '12:44',
    summary:
      'Write agent instructions, give it an order-lookup tool and a knowledge base, set guardrails and hand over to the Inbox.',
    chapters: [
      {at: '0:00', title: 'Instructions that work'},
      {at: '4:30', title: 'Adding a tool'},
      {at: '8:05', title: 'Guardrails and hand-over'},
    ],
    guide: {label: 'AI Agent', to: '/docs/platform_concepts/AIAgent'},
  },
  {
    slug: 'whatsapp-channel-setup',
    title: 'Connecting WhatsApp',
    topic: 'Channels',
    duration: '8:12',
    summary: 'Connect a WhatsApp Business number, understand the 24-hour window and send your first approved template.',
    chapters: [
      {at: '0:00', title: 'Prerequisites in Meta Business Manager'},
      {at: '2:50', title: 'Connecting the number'},
      {at: '5:40', title: 'Templates and the 24-hour window'},
    ],
    guide: {label: 'WhatsApp channel', to: '/docs/platform_concepts/channelConfiguration/whatsapp'},
  },
  {
    slug: 'voicex-first-call',
    title: 'VoiceX: your first phone bot',
    topic: 'Channels',
    duration: '13:09',
    summary:
      'Buy a Mynah number, choose speech providers, write prompts for the ear and transfer a caller to an agent.',
    chapters: [
      {at: '0:00', title: 'Numbers and SIP trunks'},
      {at: '4:20', title: 'Speech-to-text and voices'},
      {at: '8:10', title: 'Barge-in and silence'},
      {at: '11:00', title: 'Transferring the call'},
    ],
    guide: {label: 'Set up VoiceX', to: '/docs/platform_concepts/VoiceX/SetupVoiceX'},
  },
  {
    slug: 'inbox-for-agents',
    title: 'The Inbox for agents',
    topic: 'Inbox',
    duration: '7:36',
    summary:
      'Pick up a handed-over chat, use canned responses and AI Copilot, raise a ticket and resolve with a CSAT survey.',
    chapters: [
      {at: '0:00', title: 'Statuses and queues'},
      {at: '2:30', title: 'Copilot suggestions'},
      {at: '5:10', title: 'Tickets and CSAT'},
    ],
    guide: {label: 'Inbox overview', to: '/docs/platform_concepts/inbox'},
  },
  {
    slug: 'routing-and-sla',
    title: 'Routing rules and SLAs for supervisors',
    topic: 'Inbox',
    duration: '9:54',
    summary: 'Set up groups, skills-based routing and SLA policies, then watch the queues live in Monitor.',
    chapters: [
      {at: '0:00', title: 'Groups and skills'},
      {at: '3:45', title: 'SLA policies by priority'},
      {at: '7:20', title: 'Monitor, whisper and take over'},
    ],
    guide: {label: 'Routing rules', to: '/docs/platform_concepts/inbox/routing-rules'},
  },
  {
    slug: 'segments-and-campaigns',
    title: 'Segments and your first campaign',
    topic: 'Engage',
    duration: '10:48',
    summary: 'Build a rule-based segment, choose a template, schedule a WhatsApp broadcast and respect frequency caps.',
    chapters: [
      {at: '0:00', title: 'Users and properties'},
      {at: '3:00', title: 'Building a segment'},
      {at: '6:15', title: 'Scheduling the campaign'},
    ],
    guide: {label: 'Outbound campaigns', to: '/docs/platform_concepts/engagement/outbound-campaigns'},
  },
  {
    slug: 'growth-dashboards-and-goals',
    title: 'Dashboards, goals and Insights',
    topic: 'Growth',
    duration: '8:31',
    summary:
      'Read the prebuilt dashboards, define a goal, build a funnel visualisation and read the topic trends in Insights.',
    chapters: [
      {at: '0:00', title: 'Prebuilt dashboards'},
      {at: '2:40', title: 'Goals and funnels'},
      {at: '5:55', title: 'Insights'},
    ],
    guide: {label: 'Growth overview', to: '/docs/platform_concepts/growth'},
  },
];
