/**
 * Other platforms' names for things Mynah docs call differently: a reviewed map (issue 27). Each
 * entry lists the public terms other help desks, bot builders and marketing tools use, the words our
 * docs use (`ours`, which must occur in the docs), and the page a reader using those terms should
 * reach. The search bench checks that every entry's terms reach its page.
 *
 * Add an entry only for a true equivalent: a loose one ranks the wrong pages for everyone.
 */
export type PlatformTerm = {
  /** The other platforms' terms, as readers type them. */
  terms: string[];
  /** What the Mynah docs call it: words that occur in the docs. */
  ours: string;
  /** The page a reader using one of `terms` should reach. */
  page: string;
  /** Where the terms come from, for the reviewer. */
  from: string;
};

const INBOX = '/docs/platform_concepts/inbox';
const STUDIO = '/docs/platform_concepts/studio';
const NODES = `${STUDIO}/build/nodes`;
const ENGAGE = '/docs/platform_concepts/engagement';
const GROWTH = '/docs/platform_concepts/growth';
const GLOSSARY = '/docs/glossary';

export const PLATFORM_TERMS: PlatformTerm[] = [
  // Help desks and contact centres.
  {
    terms: ['macro', 'macros', 'saved reply', 'saved replies', 'snippet', 'snippets', 'quick text', 'canned message'],
    ours: 'canned responses',
    page: `${INBOX}/canned-responses`,
    from: 'Zendesk, Help Scout, Intercom, Front, Salesforce Service Cloud',
  },
  {
    terms: [
      'live agent transfer',
      'transfer to live agent',
      'human takeover',
      'human handoff',
      'talk to a human',
      'agent transfer',
      'escalate to human',
    ],
    ours: 'agent handover',
    page: `${GLOSSARY}/agent-handover`,
    from: 'Dialogflow CX, Amazon Lex, Intercom Fin, Botpress, Copilot Studio',
  },
  {
    terms: [
      'omni-channel routing',
      'omnichannel routing',
      'assignment rules',
      'round robin',
      'dispatcher',
      'taskrouter',
    ],
    ours: 'routing rules',
    page: `${INBOX}/routing-rules`,
    from: 'Salesforce, Intercom, Freshdesk, Twilio Flex',
  },
  {
    terms: ['case', 'cases', 'support case', 'conversation ticket'],
    ours: 'tickets',
    page: `${INBOX}/tickets`,
    from: 'Salesforce Service Cloud, Intercom',
  },
  {
    terms: ['sla rules', 'service level rules', 'sla targets'],
    ours: 'sla policies',
    page: `${INBOX}/sla-policies`,
    from: 'Zendesk, Intercom',
  },
  {
    terms: ['barge', 'barge in on agent', 'silent monitoring', 'coach agent'],
    ours: 'monitor whisper',
    page: `${INBOX}/monitor`,
    from: 'Genesys, Amazon Connect, Five9',
  },
  {
    terms: ['agent assist', 'reply assist', 'ai compose', 'suggested replies'],
    ours: 'ai copilot',
    page: '/docs/platform_concepts/AICopilot',
    from: 'Salesforce Einstein, Zendesk, Intercom',
  },
  {
    terms: ['away message', 'out of office reply', 'office hours', 'operating hours', 'after hours'],
    ours: 'business hours',
    page: '/docs/cookbooks/inbox/after-hours-ticketing',
    from: 'Facebook Pages, Zendesk, Intercom',
  },
  {
    terms: ['help center articles for agents', 'internal help center', 'agent knowledge'],
    ours: 'internal knowledge base agents',
    page: `${INBOX}/knowledge-base`,
    from: 'Zendesk Guide, Freshdesk',
  },
  {
    terms: ['wrap-up codes', 'disposition codes', 'wrap up'],
    ours: 'resolve chat tags',
    page: `${INBOX}/chats`,
    from: 'Genesys, Amazon Connect, Five9',
  },
  // Bot builders and NLU.
  {
    terms: ['training phrases', 'trigger phrases', 'sample utterances', 'example phrases'],
    ours: 'training utterances',
    page: `${STUDIO}/train/intents`,
    from: 'Dialogflow, Copilot Studio, Amazon Lex, Rasa',
  },
  {
    terms: ['slots', 'slot', 'parameters', 'form filling', 'required parameters'],
    ours: 'slot filling',
    page: `${GLOSSARY}/slot-filling`,
    from: 'Amazon Lex, Dialogflow, Rasa',
  },
  {
    terms: ['entity types', 'slot types', 'custom entity', 'lookup tables'],
    ours: 'entities',
    page: `${STUDIO}/train/entities`,
    from: 'Dialogflow, Amazon Lex, Rasa',
  },
  {
    terms: ['topics', 'dialogs', 'dialog', 'stories', 'rules', 'conversation flows', 'workflows'],
    ours: 'flows',
    page: `${STUDIO}/build/workflows`,
    from: 'Copilot Studio, Bot Framework, Rasa, Botpress',
  },
  {
    terms: ['subdialog', 'sub dialog', 'child dialog', 'redirect to topic', 'execute flow'],
    ours: 'subflows jump to flow',
    page: '/docs/cookbooks/studio/reusable-subflows',
    from: 'Bot Framework, Copilot Studio, Botpress',
  },
  {
    terms: [
      'fulfillment',
      'fulfillment webhook',
      'webhook fulfillment',
      'lambda hook',
      'custom action',
      'custom actions',
    ],
    ours: 'api call node',
    page: `${STUDIO}/build/logic-nodes`,
    from: 'Dialogflow, Amazon Lex, Rasa',
  },
  {
    terms: ['default fallback intent', 'fallback intent', 'no match', 'unknown intent'],
    ours: 'fallback',
    page: `${GLOSSARY}/fallback`,
    from: 'Dialogflow, Amazon Lex',
  },
  {
    terms: ['welcome intent', 'greeting topic', 'conversation start'],
    ours: 'welcome flow',
    page: `${STUDIO}/build/workflows`,
    from: 'Dialogflow, Copilot Studio',
  },
  {
    terms: ['follow-up intents', 'follow up intent', 'input context', 'output context'],
    ours: 'contextual responses',
    page: `${STUDIO}/train/add-contextual-response`,
    from: 'Dialogflow ES',
  },
  {
    terms: ['session parameters', 'session attributes', 'slots values', 'global variables', 'context variables'],
    ours: 'variables',
    page: `${GLOSSARY}/variable`,
    from: 'Dialogflow CX, Amazon Lex, Copilot Studio, Watson Assistant',
  },
  {
    terms: ['chit chat', 'chitchat', 'small-talk', 'personality'],
    ours: 'small talk',
    page: `${STUDIO}/train/smalltalk`,
    from: 'Azure AI Language, Watson Assistant',
  },
  {
    terms: ['generative answers', 'knowledge connector', 'data store agent', 'answer from documents'],
    ours: 'knowledge base',
    page: `${STUDIO}/kb/kb-intro`,
    from: 'Copilot Studio, Dialogflow CX, Amazon Q',
  },
  {
    terms: ['vector store', 'vector index', 'vector db'],
    ours: 'vector database',
    page: `${GLOSSARY}/vector-database`,
    from: 'OpenAI, LangChain, Pinecone',
  },
  {
    terms: ['semantic search', 'keyword plus vector search'],
    ours: 'hybrid search',
    page: `${GLOSSARY}/hybrid-search`,
    from: 'Azure AI Search, Elasticsearch',
  },
  {
    terms: ['function calling', 'tool calling', 'tool use', 'actions for gpt', 'plugins'],
    ours: 'tools',
    page: `${STUDIO}/tools`,
    from: 'OpenAI, Anthropic, Copilot Studio',
  },
  {
    terms: ['system prompt', 'system message', 'persona instructions'],
    ours: 'ai agent instructions',
    page: '/docs/platform_concepts/AIAgent',
    from: 'OpenAI, Anthropic',
  },
  {
    terms: ['suggestion chips', 'suggested actions', 'quick reply buttons', 'button menu', 'buttons'],
    ours: 'quick replies',
    page: `${GLOSSARY}/quick-replies`,
    from: 'Dialogflow, Bot Framework, Messenger, RCS',
  },
  {
    terms: ['adaptive cards', 'hero card', 'rich cards', 'generic template', 'card gallery'],
    ours: 'carousel cards',
    page: `${NODES}/message-nodes1/carousel-message-node`,
    from: 'Bot Framework, Messenger Platform',
  },
  {
    terms: ['test console', 'simulator', 'test chat', 'emulator', 'test pane'],
    ours: 'debugger',
    page: `${STUDIO}/debugger`,
    from: 'Dialogflow, Bot Framework Emulator, Copilot Studio',
  },
  {
    terms: ['asr', 'automatic speech recognition', 'transcription'],
    ours: 'speech-to-text',
    page: `${GLOSSARY}/speech-to-text`,
    from: 'Google Cloud, Amazon Transcribe, Twilio',
  },
  {
    terms: ['dtmf', 'touch tone', 'keypad input'],
    ours: 'keypad',
    page: `${NODES}/prompt-node-overview/speak-node`,
    from: 'Twilio, Amazon Connect, Genesys',
  },
  {
    terms: ['call flow', 'contact flow', 'voice flow', 'twiml'],
    ours: 'voicex call',
    page: '/docs/platform_concepts/VoiceX/VoiceXIntro',
    from: 'Amazon Connect, Twilio Studio, Genesys Architect',
  },
  {
    terms: ['nlu model', 'language model training', 'intent classifier'],
    ours: 'intents',
    page: `${STUDIO}/train/intents`,
    from: 'Rasa, Watson Assistant',
  },
  // Marketing, messaging and CDPs.
  {
    terms: ['broadcast', 'broadcasts', 'blast', 'bulk message', 'mass message', 'newsletter'],
    ours: 'outbound campaigns',
    page: `${ENGAGE}/outbound-campaigns`,
    from: 'ManyChat, WATI, Twilio, Mailchimp',
  },
  {
    terms: ['drip', 'drip sequence', 'sequence', 'sequences', 'journey', 'journeys', 'canvas', 'series', 'automation'],
    ours: 'flow campaigns',
    page: `${ENGAGE}/flows-campaigns`,
    from: 'Braze Canvas, Intercom Series, HubSpot sequences, Mailchimp Customer Journeys, ManyChat',
  },
  {
    terms: ['audience', 'audiences', 'lists', 'contact lists', 'cohort'],
    ours: 'segments',
    page: `${ENGAGE}/segments`,
    from: 'Mailchimp, HubSpot, Braze, Amplitude',
  },
  {
    terms: ['growth tools', 'ref links', 'keyword triggers', 'entry points', 'qr code'],
    ours: 'inbound campaigns',
    page: `${ENGAGE}/inbound-campaigns`,
    from: 'ManyChat, WATI',
  },
  {
    terms: ['hsm', 'highly structured message', 'message template', 'message tags', 'notification template'],
    ours: 'template message',
    page: `${GLOSSARY}/template-message`,
    from: 'WhatsApp Business Platform, Messenger Platform, Twilio',
  },
  {
    terms: ['attributes', 'traits', 'custom fields', 'contact properties', 'user properties'],
    ours: 'custom properties user profiles',
    page: `${ENGAGE}/user-data`,
    from: 'Braze, Segment, Intercom, HubSpot',
  },
  {
    terms: ['track call', 'track calls', 'custom events', 'track event'],
    ours: 'user events',
    page: `${ENGAGE}/user-events`,
    from: 'Segment, Mixpanel, Braze',
  },
  {
    terms: ['subscriber', 'subscribers', 'consent', 'opt-out', 'unsubscribe'],
    ours: 'opt-in',
    page: `${GLOSSARY}/opt-in`,
    from: 'ManyChat, Mailchimp, Twilio',
  },
  {
    terms: ['frequency capping', 'message cap', 'rate limiting campaigns'],
    ours: 'frequency cap',
    page: `${GLOSSARY}/frequency-cap`,
    from: 'Braze, OneSignal',
  },
  {
    terms: ['holdout group', 'holdout', 'global control group'],
    ours: 'control group',
    page: '/docs/cookbooks/insights/campaign-roi-report',
    from: 'Braze, Iterable',
  },
  // Analytics.
  {
    terms: ['self-service rate', 'automation rate', 'resolution rate bot', 'containment'],
    ours: 'containment rate',
    page: `${GLOSSARY}/containment-rate`,
    from: 'Zendesk, Intercom, Genesys',
  },
  {
    terms: ['conversions', 'conversion events', 'key events'],
    ours: 'goals',
    page: `${GROWTH}/goals`,
    from: 'Google Analytics 4, Mixpanel',
  },
  {
    terms: ['explore', 'ad hoc query', 'ad-hoc report', 'report builder'],
    ours: 'data explorer',
    page: `${GROWTH}/data-explorer`,
    from: 'Google Analytics 4, Looker, Amplitude',
  },
  {
    terms: ['topic modeling', 'topic modelling', 'intent discovery', 'conversation clustering'],
    ours: 'insights topics',
    page: `${GROWTH}/insights`,
    from: 'Dialogflow CX, Amazon Lex, Zendesk',
  },
  {
    terms: ['transcripts', 'conversation review', 'chat transcripts', 'conversation history'],
    ours: 'analyze conversations',
    page: '/docs/platform_concepts/analyze',
    from: 'Dialogflow, Copilot Studio, Botpress',
  },
  // Developers.
  {
    terms: ['api token', 'secret key', 'api secret'],
    ours: 'api keys',
    page: '/docs/platform_concepts/get_started/api-keys',
    from: 'Stripe, Twilio, Zendesk',
  },
  {
    terms: ['identity verification', 'user hash', 'hmac verification', 'identity validation'],
    ours: 'user_hash authentication',
    page: '/docs/platform_concepts/get_started/authentication',
    from: 'Intercom, Crisp, Zendesk',
  },
  {
    terms: ['upsert contact', 'create or update contact', 'identify call', 'upsert user'],
    ours: 'add user',
    page: '/api/add-user',
    from: 'HubSpot, Segment, Intercom',
  },
  {
    terms: ['messenger snippet', 'chat snippet', 'embed code', 'widget script', 'launcher'],
    ours: 'web widget',
    page: '/docs/platform_concepts/channelConfiguration/web-widget',
    from: 'Intercom, Zendesk Web Widget, Drift',
  },
  {
    terms: ['azure bot service', 'service principal', 'bot channels registration'],
    ours: 'azure bot teams',
    page: '/docs/platform_concepts/channelConfiguration/microsoft-teams',
    from: 'Microsoft Bot Framework',
  },
];
