/**
 * Goal phrases (issue 27): what a reader wants to get done, or sees going wrong, in everyday words,
 * for the pages whose titles name a feature rather than the goal ("Environments and versions" is where
 * you "try changes out before users see them"). Each list was written from reading its page (its
 * description, headings and text), never from the search bench's query sets. The index build adds
 * the phrases' words to their page as document expansion (src/plugins/search-index/build-vocabulary.ts),
 * at a weight below the page's own description.
 *
 * Provenance: they were written after the tuning half's misses had been read while working on the
 * engine; phrases that echoed a tuning query's wording were then removed, so the tuning half
 * overstates them a little and the validation half is the fair measure (bench --sources).
 *
 * The lists after "Pages written after the first lists" were written the same way, by a helper who saw
 * neither the query sets nor the engine, for the 133 pages that had none (listing pages left out).
 *
 * Keep phrases short and plain, in the words a reader who does not know the product's names would
 * use; leave out words the title already has. A page that moves or goes away is reported by the unit
 * test that checks every path against the docs.
 */
export const GOAL_PHRASES: Record<string, string[]> = {
  // API reference
  '/api': [
    'call the api from my server',
    'which host or region url to use',
    'what the error codes mean',
    'page through long lists',
  ],
  '/api/add-user': ['create a customer profile from my backend', 'push a new signup to mynah'],
  '/api/add-users-bulk': ['import many customers at once', 'upload thousands of profiles in one call'],
  '/api/get-the-status-of-bulk-create-api': ['check whether a bulk import finished', 'which rows of an import failed'],
  '/api/get-user-details': ['look up a customer profile', 'read a user record from my backend'],
  '/api/update-user': ['change a customer email or phone from my system', 'edit a profile property'],
  '/api/delete-user': ['erase a customer on request', 'gdpr right to be forgotten', 'remove all data about a person'],
  '/api/create-new-event': [
    'record that something happened to a customer',
    'record a purchase or order from my backend',
    'track an action from my server',
  ],
  '/api/get-user-events': ['see what a customer did', 'read a customer activity timeline'],
  '/api/update-audience-records': ['add people to an imported list', 'keep an imported audience in sync'],
  '/api/delete-audience-records': ['take people off an imported list', 'remove members from an audience'],
  '/api/send-message-event-to-bot': [
    'make the bot act as if the user typed something',
    'inject a message into a conversation',
  ],
  '/api/get-messages': ['download chat history', 'export conversation transcripts', 'read what was said in chats'],
  '/api/get-outbound-templates': ['list approved message templates', 'check a template review status'],
  '/api/trigger-whats-app-carousel-templates': ['send a whatsapp message with product cards from my system'],
  '/api/create-rcs-message-template': ['submit a rich rcs message for review'],
  '/api/send-rcs-notification': ['send one customer an rcs message from my backend'],
  '/api/create-and-schedule-an-rcs-campaign': ['schedule an rcs broadcast from code'],
  '/api/send-ticket': ['open a support ticket from my system'],
  '/api/get-tickets': ['list support tickets', 'poll open tickets from my system'],
  '/api/webhooks': ['get told when something changes in mynah', 'push changes to my endpoint'],
  '/api/webhooks/ticket-created': ['notify my server when a ticket is opened'],
  '/api/webhooks/user-created': ['notify my server when a new customer profile appears'],
  '/api/webhooks/user-updated': ['notify my server when a profile changes'],
  '/api/webhooks/verify-signatures': [
    'check a webhook really came from mynah',
    'signature does not match',
    'reject forged webhook calls',
  ],

  // Use case guides
  '/docs/cookbooks/Gen-AI/ai-agent-order-tools': [
    'let an ai assistant check orders and start returns',
    'ai that can take actions for the customer',
  ],
  '/docs/cookbooks/Gen-AI/ai-search-help-centre': [
    'ai answers in my help site search box',
    'generative search for help articles',
  ],
  '/docs/cookbooks/Gen-AI/dynamic-chat-lead-qualification': [
    'let ai have a sales conversation and collect lead details',
    'qualify prospects with a natural chat',
  ],
  '/docs/cookbooks/Gen-AI/invoice-capture-document-cognition': [
    'read invoices people send as photos or pdf',
    'pull fields out of uploaded documents',
  ],
  '/docs/cookbooks/Gen-AI/kb-answers-by-product-tier': [
    'show each customer only the docs for their plan',
    'hide premium articles from free users',
  ],
  '/docs/cookbooks/Gen-AI/kb-support-bot-from-help-center': [
    'turn my help centre articles into a bot',
    'answer questions from zendesk guide articles',
  ],
  '/docs/cookbooks/Gen-AI/llm-cost-and-outage-controls': [
    'keep ai spend under a monthly budget',
    'bot keeps working when the ai model is down',
    'use my own openai account',
  ],
  '/docs/cookbooks/Gen-AI/multilingual-kb-answers': [
    'answer in spanish or french from english articles',
    'reply in the customer language from one set of documents',
  ],
  '/docs/cookbooks/Gen-AI/pii-masking-guardrails': [
    'hide card numbers and personal data from the ai',
    'stop the bot talking about forbidden topics',
  ],
  '/docs/cookbooks/Gen-AI/summarise-before-handover': [
    'agent sees the issue and steps tried before taking over',
    'short summary of the chat before a human takes over',
  ],
  '/docs/cookbooks/bot-launch-checklist': ['things to check before going live', 'prepare for launch day'],
  '/docs/cookbooks/channels/app-widget-in-app-support': [
    'chat inside our mobile app for logged in customers',
    'verify app users in chat',
  ],
  '/docs/cookbooks/channels/instagram-dm-automation': [
    'reply to instagram comments with a dm',
    'automatic answers to story mentions',
  ],
  '/docs/cookbooks/channels/line-loyalty-stamp-card': ['loyalty card on line', 'reward repeat visits in chat'],
  '/docs/cookbooks/channels/messenger-store-ref-links': [
    'one messenger link per shop',
    'know which store a facebook chat came from',
  ],
  '/docs/cookbooks/channels/rcs-rich-card-promotions': ['promote sale items with rich cards on android messages'],
  '/docs/cookbooks/channels/sms-appointment-reminders': [
    'text patients a reminder the day before',
    'let people confirm or cancel by replying to a text',
  ],
  '/docs/cookbooks/channels/teams-it-helpdesk-bot': ['it support bot for employees', 'reset mfa from chat'],
  '/docs/cookbooks/channels/telegram-support-bot': ['customer support on telegram', 'gaming community support bot'],
  '/docs/cookbooks/channels/web-widget-proactive-greeting': [
    'pop up a message on the pricing page',
    'open the chat when a visitor is about to leave',
  ],
  '/docs/cookbooks/channels/whatsapp-order-status-otp': [
    'tell shoppers on whatsapp when their order ships',
    'check the person asking owns the order',
  ],
  '/docs/cookbooks/choosing-kb-vs-intents': [
    'should i use faqs intents or documents',
    'which way of answering questions to pick',
  ],
  '/docs/cookbooks/engage/abandoned-cart-reengagement': [
    'remind shoppers who left items in the cart',
    'bring back people who did not finish checkout',
  ],
  '/docs/cookbooks/engage/back-in-stock-alerts': [
    'tell shoppers when a sold out product returns',
    'restock notification',
  ],
  '/docs/cookbooks/engage/birthday-offers': ['send a discount on a customer birthday'],
  '/docs/cookbooks/engage/click-to-whatsapp-ads': [
    'facebook ads that open a whatsapp chat',
    'know which ad a lead came from',
  ],
  '/docs/cookbooks/engage/nps-survey-campaign': [
    'ask how likely customers are to recommend us',
    'loyalty survey in chat',
  ],
  '/docs/cookbooks/engage/sms-dlt-emi-reminders': ['loan payment reminders by text in india'],
  '/docs/cookbooks/engage/trade-show-qr-leads': [
    'qr code per salesperson at an event',
    'credit each lead to the right sales rep',
  ],
  '/docs/cookbooks/engage/welcome-journey-new-signups': [
    'onboarding messages for new customers',
    'series of messages after someone signs up',
  ],
  '/docs/cookbooks/engage/whatsapp-broadcast-segments': [
    'weekly whatsapp newsletter to different groups',
    'keep whatsapp number quality high when sending promotions',
  ],
  '/docs/cookbooks/engage/win-back-dormant-users': [
    're-engage inactive customers',
    'people who stopped using the product',
  ],
  '/docs/cookbooks/inbox/after-hours-ticketing': [
    'what happens when chats come in at night',
    'handover when no agents are working',
  ],
  '/docs/cookbooks/inbox/canned-responses-rollout': ['shared library of saved replies for the team'],
  '/docs/cookbooks/inbox/copilot-reply-suggestions': ['introduce ai drafted replies to agents', 'ai suggestions pilot'],
  '/docs/cookbooks/inbox/csat-after-resolution': [
    'survey customers after a chat is closed',
    'follow up with unhappy customers',
  ],
  '/docs/cookbooks/inbox/language-skills-routing': [
    'send spanish speakers to spanish speaking agents',
    'route by language',
  ],
  '/docs/cookbooks/inbox/missed-chat-recovery': [
    'customers leave before an agent answers',
    'nobody picked up the chat',
  ],
  '/docs/cookbooks/inbox/negative-sentiment-escalation': [
    'route frustrated customers to a senior team',
    'prioritise unhappy customers',
  ],
  '/docs/cookbooks/inbox/sla-escalation': ['warn before a ticket is overdue', 'page on-call when a ticket is late'],
  '/docs/cookbooks/inbox/supervisor-monitoring-playbook': [
    'what a team lead watches during a shift',
    'handle a sudden spike in chats',
  ],
  '/docs/cookbooks/inbox/vip-routing': ['priority support for top customers', 'premium customers skip the queue'],
  '/docs/cookbooks/insights/agent-performance-report': ['weekly scorecard per agent', 'measure agents fairly'],
  '/docs/cookbooks/insights/bot-containment-dashboard': [
    'how many chats the bot resolves without a human',
    'report on bot automation rate',
  ],
  '/docs/cookbooks/insights/campaign-roi-report': [
    'revenue per campaign',
    'prove a campaign worked against people who got nothing',
  ],
  '/docs/cookbooks/insights/export-to-bigquery': ['copy mynah data into my warehouse', 'sql on conversation data'],
  '/docs/cookbooks/insights/kb-gap-report': [
    'list of questions the bot could not answer',
    'find missing help articles',
  ],
  '/docs/cookbooks/insights/lead-conversion-funnel': [
    'track leads from first message to sale',
    'where prospects drop off',
  ],
  '/docs/cookbooks/insights/onboarding-retention-cohorts': [
    'do customers onboarded in chat stay longer',
    'compare retention of two signup routes',
  ],
  '/docs/cookbooks/insights/support-floor-tv-dashboard': [
    'show live queue numbers on an office tv',
    'wallboard for the support team',
  ],
  '/docs/cookbooks/insights/topic-trends': [
    'spot new things customers are asking about',
    'alert when a topic suddenly grows',
  ],
  '/docs/cookbooks/integrations/event-hub-webhook-erp': [
    'send bookings made in chat to my erp',
    'receive signed events on my own endpoint',
  ],
  '/docs/cookbooks/integrations/google-calendar-booking': [
    'offer free appointment slots as buttons',
    'reschedule or cancel appointments from the bot',
  ],
  '/docs/cookbooks/integrations/hubspot-contact-enrichment': [
    'personalise the chat with hubspot data',
    'save what the chat learned to the crm',
  ],
  '/docs/cookbooks/integrations/message-archive-export': [
    'keep chat history longer than the plan allows',
    'nightly backup of conversations',
  ],
  '/docs/cookbooks/integrations/razorpay-upi-payments': ['collect upi payments in whatsapp'],
  '/docs/cookbooks/integrations/salesforce-lead-sync': [
    'send chat leads to salesforce without duplicates',
    'create salesforce leads from conversations',
  ],
  '/docs/cookbooks/integrations/shopify-order-tracking': ['where is my order', 'track a shopify parcel in chat'],
  '/docs/cookbooks/integrations/snowflake-usage-answers': ['answer usage questions from our data warehouse'],
  '/docs/cookbooks/integrations/stripe-payment-links': [
    'take a card payment in chat',
    'chase unpaid invoices with a payment link',
  ],
  '/docs/cookbooks/integrations/zendesk-ticket-handoff': [
    'agents answer bot escalations in zendesk',
    'pass chats from the bot to zendesk',
  ],
  '/docs/cookbooks/marketplace-templates': ['start from a ready made bot', 'prebuilt bot templates'],
  '/docs/cookbooks/marketplace-templates/appointment-booking': ['ready made booking bot'],
  '/docs/cookbooks/marketplace-templates/banking-faq': ['ready made bank faq bot'],
  '/docs/cookbooks/marketplace-templates/ecommerce-support': ['ready made online shop support bot', 'returns bot'],
  '/docs/cookbooks/marketplace-templates/hr-helpdesk': ['bot for employee hr questions', 'leave balance bot'],
  '/docs/cookbooks/marketplace-templates/lead-capture': ['ready made bot that collects leads'],
  '/docs/cookbooks/marketplace-templates/update-customized-template': ['upgrade a template without losing my changes'],
  '/docs/cookbooks/migrating-from-another-platform': [
    'move from dialogflow or another bot builder',
    'switch platforms without downtime',
  ],
  '/docs/cookbooks/studio/api-node-crm-lookup': [
    'fetch a customer record from my crm during a chat',
    'call my own api from a flow',
  ],
  '/docs/cookbooks/studio/build-bot': ['make my first support bot', 'build a bot from start to finish'],
  '/docs/cookbooks/studio/code-node-delivery-estimate': [
    'tell customers when their parcel will arrive',
    'calculate a date in a flow',
  ],
  '/docs/cookbooks/studio/database-backed-faq': [
    'answers that change often like opening hours',
    'let managers update answers without the builder',
  ],
  '/docs/cookbooks/studio/form-with-validation': [
    'collect several answers and check them',
    'warranty claim form in chat',
  ],
  '/docs/cookbooks/studio/multi-language-flows': ['one bot for english hindi and spanish users', 'translate flows'],
  '/docs/cookbooks/studio/otp-login-flow': [
    'check a customer identity with a code before showing account data',
    'verify phone number in chat',
  ],
  '/docs/cookbooks/studio/reusable-subflows': [
    'reuse the same steps in many flows',
    'split a big bot into smaller pieces',
  ],
  '/docs/cookbooks/studio/split-test-welcome-message': [
    'try two versions of a greeting and see which works better',
    'ab test messages',
  ],
  '/docs/cookbooks/voice-as-channel/after-hours-voice-callback': ['take a call back request when the office is closed'],
  '/docs/cookbooks/voice-as-channel/appointment-confirmation-calls': [
    'robocall to confirm tomorrow appointments',
    'automated phone reminder',
  ],
  '/docs/cookbooks/voice-as-channel/bilingual-voice-line': ['phone bot in two languages', 'spanish callers'],
  '/docs/cookbooks/voice-as-channel/inbound-ivr-replacement': ['callers say what they need instead of pressing keys'],
  '/docs/cookbooks/voice-as-channel/payment-reminder-calls': ['automated calls before a loan payment is due'],
  '/docs/cookbooks/voice-as-channel/speech-tuning-noisy-lines': [
    'phone bot does not understand callers',
    'background noise on calls',
  ],
  '/docs/cookbooks/voice-as-channel/voice-bot-agent-handover': ['transfer callers to a human with context'],
  '/docs/cookbooks/voice-as-channel/voice-order-status': ['callers ask where their order is'],
  '/docs/enterprise-integration/crm-integration': ['two way sync with salesforce or dynamics', 'avoid sync loops'],
  '/docs/enterprise-integration/getting-started': [
    'firewall and network requirements',
    'private link connection for large companies',
  ],
  '/docs/enterprise-integration/systrack': ['device health lookups for it support'],

  // Glossary
  '/docs/glossary/advanced-virtual-assistants': ['smarter than a scripted chatbot'],
  '/docs/glossary/agent-handover': ['talk to a real person'],
  '/docs/glossary/ai-agent': ['llm that plans and uses tools'],
  '/docs/glossary/api-key': ['secret for calling the api'],
  '/docs/glossary/average-handle-time': ['how long agents spend per chat'],
  '/docs/glossary/barge-in': ['callers interrupt the bot while it speaks'],
  '/docs/glossary/bot-token': ['public id that loads the chat widget'],
  '/docs/glossary/canned-response': ['saved reply agents reuse'],
  '/docs/glossary/carousel': ['swipeable cards'],
  '/docs/glossary/cdp': ['one profile per customer'],
  '/docs/glossary/chatbot': ['what is a bot'],
  '/docs/glossary/chunking': ['how documents are split into passages'],
  '/docs/glossary/citation': ['link to the source of an ai answer'],
  '/docs/glossary/confidence-threshold': ['how sure the bot must be before answering'],
  '/docs/glossary/containment-rate': ['share of chats the bot handles alone'],
  '/docs/glossary/context-window': ['how much text the model can read at once'],
  '/docs/glossary/conversational-ai': ['software that talks with people'],
  '/docs/glossary/csat': ['customer happiness rating'],
  '/docs/glossary/deflection-rate': ['tickets avoided by self service'],
  '/docs/glossary/dlt-registration': ['india sms sender registration'],
  '/docs/glossary/embedding': ['text turned into numbers for meaning search'],
  '/docs/glossary/entity': ['pick out dates or product names from a message'],
  '/docs/glossary/escalation': ['raise urgency when a target is missed'],
  '/docs/glossary/fallback': ['what the bot says when it does not understand'],
  '/docs/glossary/first-response-time': ['how long until an agent first replies'],
  '/docs/glossary/flow': ['conversation path made of steps'],
  '/docs/glossary/frequency-cap': ['stop over messaging customers'],
  '/docs/glossary/grounding': ['keep ai answers tied to my documents'],
  '/docs/glossary/hallucination': ['ai makes things up', 'bot gives confident wrong answers'],
  '/docs/glossary/handover-queue': ['chats waiting for an agent'],
  '/docs/glossary/hybrid-search': ['keyword and meaning search together'],
  '/docs/glossary/idempotency': ['retry without creating duplicates', 'send the same call twice safely'],
  '/docs/glossary/intent': ['what the customer wants'],
  '/docs/glossary/ivr': ['automated phone menu'],
  '/docs/glossary/knowledge-base': ['documents the bot answers from'],
  '/docs/glossary/large-language-model': ['ai model like gpt'],
  '/docs/glossary/live-chat': ['real time chat with a person'],
  '/docs/glossary/monthly-active-users': ['how users are counted for billing'],
  '/docs/glossary/multilingual-bot': ['bot in several languages'],
  '/docs/glossary/natural-language-processing': ['computers understanding language'],
  '/docs/glossary/natural-language-understanding': ['working out what a message means'],
  '/docs/glossary/node': ['one step of a flow'],
  '/docs/glossary/nps': ['likely to recommend score'],
  '/docs/glossary/omnichannel': ['same bot and inbox on every channel'],
  '/docs/glossary/opt-in': ['permission to message someone', 'consent to receive messages'],
  '/docs/glossary/orchestration': ['which part of the bot answers each message'],
  '/docs/glossary/otp': ['one time code sent by text'],
  '/docs/glossary/pii': ['personal data like emails and phone numbers'],
  '/docs/glossary/proactive-messaging': ['business sends the first message'],
  '/docs/glossary/prompt': ['instructions given to the ai model'],
  '/docs/glossary/quick-replies': ['buttons under a message'],
  '/docs/glossary/rate-limit': ['how many api calls per second are allowed'],
  '/docs/glossary/rcs': ['rich texting on android'],
  '/docs/glossary/reranking': ['second pass that sorts search passages'],
  '/docs/glossary/retrieval-augmented-generation': ['ai answers written from my own content'],
  '/docs/glossary/routing': ['which agent gets which chat'],
  '/docs/glossary/segment': ['group of customers matching rules'],
  '/docs/glossary/sentiment-analysis': ['detect angry or happy customers'],
  '/docs/glossary/session': ['one conversation until it goes quiet'],
  '/docs/glossary/sip-trunk': ['connect our phone system over the internet'],
  '/docs/glossary/sla': ['promised response and resolution times'],
  '/docs/glossary/slot-filling': ['ask only for the details still missing'],
  '/docs/glossary/small-talk': ['greetings and chit chat'],
  '/docs/glossary/speech-to-text': ['turn what callers say into text'],
  '/docs/glossary/sso': ['log in with the company account'],
  '/docs/glossary/synonym': ['words that mean the same'],
  '/docs/glossary/template-message': ['pre approved message to start a whatsapp chat'],
  '/docs/glossary/text-to-speech': ['bot voice reads replies aloud'],
  '/docs/glossary/ticket': ['tracked support request'],
  '/docs/glossary/token': ['unit of text ai models count'],
  '/docs/glossary/utterance': ['example sentence for training'],
  '/docs/glossary/variable': ['store a value to use later'],
  '/docs/glossary/vector-database': ['store for embeddings'],
  '/docs/glossary/webhook': ['http call when something happens'],
  '/docs/glossary/whatsapp-business-api': ['whatsapp for businesses'],

  // Help docs
  '/docs/platform_concepts/AIAgent': [
    'ai assistant that answers and takes actions on its own',
    'autonomous bot with tools and guardrails',
  ],
  '/docs/platform_concepts/AICopilot': [
    'ai helps agents write replies',
    'summarise a long chat for the agent',
    'translate messages for agents',
  ],
  '/docs/platform_concepts/VoiceX/Best_Practices': [
    'callers hang up on the phone bot',
    'make a voice bot sound natural and fast',
  ],
  '/docs/platform_concepts/VoiceX/SetupVoiceX': ['get a phone number for the bot', 'connect our phone line'],
  '/docs/platform_concepts/VoiceX/VoiceXIntro': ['phone bot', 'answer calls with a bot', 'voice assistant for calls'],
  '/docs/platform_concepts/VoiceX/voiceXPrompts': ['write what the phone bot says', 'ssml pauses and pronunciation'],
  '/docs/platform_concepts/analyze': ['look through old chat transcripts', 'review past conversations and transcripts'],
  '/docs/platform_concepts/appConfiguration': ['connect other tools', 'marketplace of integrations'],
  '/docs/platform_concepts/appConfiguration/analytics': ['send chat events to my analytics tool'],
  '/docs/platform_concepts/appConfiguration/automation': [
    'zapier or make automations',
    'trigger workflows in other tools',
  ],
  '/docs/platform_concepts/appConfiguration/automation/custom-webhooks': [
    'send events to my own url',
    'redeliver failed events',
  ],
  '/docs/platform_concepts/appConfiguration/crm': ['connect a crm', 'look up contacts in my crm from chat'],
  '/docs/platform_concepts/appConfiguration/ecommerce': ['connect my online store', 'order status from my shop'],
  '/docs/platform_concepts/appConfiguration/helpdesk': [
    'hand chats to an external helpdesk',
    'use zendesk or freshdesk instead of the inbox',
  ],
  '/docs/platform_concepts/appConfiguration/identity': [
    'customers sign in during the chat',
    'okta or auth0 login in the bot',
  ],
  '/docs/platform_concepts/appConfiguration/messaging-providers': ['send sms through my own provider'],
  '/docs/platform_concepts/appConfiguration/payments': ['take payments in chat', 'payment links'],
  '/docs/platform_concepts/appConfiguration/scheduling': ['book appointments from the bot', 'calendar booking'],
  '/docs/platform_concepts/appConfiguration/storage': ['save files or rows to google drive or sheets'],
  '/docs/platform_concepts/channelConfiguration': [
    'which channels support buttons or images',
    'compare messaging apps',
  ],
  '/docs/platform_concepts/channelConfiguration/app-widget': ['chat inside our android or ios app'],
  '/docs/platform_concepts/channelConfiguration/apple-messages-for-business': ['imessage for business'],
  '/docs/platform_concepts/channelConfiguration/email': ['bot answers emails', 'connect a support mailbox'],
  '/docs/platform_concepts/channelConfiguration/facebook-messenger': ['connect a facebook page', 'messenger bot'],
  '/docs/platform_concepts/channelConfiguration/google-business-messages': ['google business messages shut down'],
  '/docs/platform_concepts/channelConfiguration/instagram': ['answer instagram direct messages'],
  '/docs/platform_concepts/channelConfiguration/line': ['line official account bot'],
  '/docs/platform_concepts/channelConfiguration/microsoft-teams': [
    'bot for employees in teams',
    'azure bot registration',
  ],
  '/docs/platform_concepts/channelConfiguration/push-notifications': [
    'app notifications when the bot replies',
    'firebase or apple push keys',
  ],
  '/docs/platform_concepts/channelConfiguration/rcs': ['rich messages on android phones'],
  '/docs/platform_concepts/channelConfiguration/slack': ['bot in slack workspace'],
  '/docs/platform_concepts/channelConfiguration/sms': ['text message bot', 'two way texting', '10dlc registration'],
  '/docs/platform_concepts/channelConfiguration/telegram': ['telegram bot'],
  '/docs/platform_concepts/channelConfiguration/viber': ['viber bot'],
  '/docs/platform_concepts/channelConfiguration/voice': ['phone calls to the bot', 'port our number'],
  '/docs/platform_concepts/channelConfiguration/web-widget': [
    'put a chat bubble on my website',
    'embed chat on our site',
  ],
  '/docs/platform_concepts/channelConfiguration/wechat': ['wechat bot for china'],
  '/docs/platform_concepts/channelConfiguration/whatsapp': [
    'connect our whatsapp number',
    'whatsapp 24 hour window',
    'messaging limits on whatsapp',
  ],
  '/docs/platform_concepts/emailAutomation': [
    'turn incoming emails into tickets',
    'automatic email replies',
    'spf and dkim for sending',
  ],
  '/docs/platform_concepts/engagement': ['marketing messages', 'send campaigns to customers'],
  '/docs/platform_concepts/engagement/campaign-reports': [
    'how many messages were delivered or read',
    'why some people did not receive a campaign',
  ],
  '/docs/platform_concepts/engagement/campaign-settings': [
    'do not message people at night',
    'quiet hours and time zones',
    'unsubscribe keywords like stop',
  ],
  '/docs/platform_concepts/engagement/flows-campaigns': [
    'automated series of messages over days',
    'multi step journey triggered by an action',
  ],
  '/docs/platform_concepts/engagement/inbound-campaigns': [
    'qr code or link that starts a chat',
    'track where chats come from',
  ],
  '/docs/platform_concepts/engagement/outbound-campaigns': ['schedule a bulk send'],
  '/docs/platform_concepts/engagement/rcs-templates': ['design rich cards for rcs'],
  '/docs/platform_concepts/engagement/segments': ['target a group of customers', 'build a list of users by rules'],
  '/docs/platform_concepts/engagement/templates': ['get a whatsapp message approved', 'email design for campaigns'],
  '/docs/platform_concepts/engagement/user-data': [
    'store customer details like plan or city',
    'custom fields on a customer',
    'merge anonymous visitors with known customers',
  ],
  '/docs/platform_concepts/engagement/user-events': ['track what customers do', 'record purchases and actions'],
  '/docs/platform_concepts/get_started/api-keys': ['get a key to call the api', 'rotate or revoke a key'],
  '/docs/platform_concepts/get_started/authentication': [
    'prove who the website visitor is',
    'user hash identity verification',
  ],
  '/docs/platform_concepts/get_started/billing-and-plans': ['change plan', 'how we are charged', 'download invoices'],
  '/docs/platform_concepts/get_started/create-your-workspace': ['sign up and get started', 'choose data region'],
  '/docs/platform_concepts/get_started/invite-your-team': ['add colleagues', 'give teammates access'],
  '/docs/platform_concepts/get_started/login-and-sso': [
    'cannot sign in to the console',
    'two factor login',
    'log in with google or microsoft',
  ],
  '/docs/platform_concepts/get_started/roles-and-permissions': [
    'what each team member is allowed to do',
    'restrict access for some users',
  ],
  '/docs/platform_concepts/get_started/security': ['is our data safe', 'soc 2 and gdpr compliance', 'encryption'],
  '/docs/platform_concepts/getting-started': ['where to begin', 'new to mynah'],
  '/docs/platform_concepts/growth': ['analytics and reporting', 'measure how the bot is doing'],
  '/docs/platform_concepts/growth/bar-charts': ['compare numbers across channels in a chart'],
  '/docs/platform_concepts/growth/bot-performance-dashboard': [
    'is the bot doing a good job',
    'top questions and failure rate of the bot',
  ],
  '/docs/platform_concepts/growth/campaigns-dashboard': ['results of all campaigns in one place'],
  '/docs/platform_concepts/growth/cohort-charts': ['who comes back week after week', 'retention chart'],
  '/docs/platform_concepts/growth/conversations-dashboard': ['how many chats per day and hour', 'busiest hours'],
  '/docs/platform_concepts/growth/dashboards': ['build my own report', 'custom charts page'],
  '/docs/platform_concepts/growth/data-explorer': ['query raw chat data', 'export rows to csv'],
  '/docs/platform_concepts/growth/funnel-charts': ['see where users drop out step by step'],
  '/docs/platform_concepts/growth/goals': ['measure whether chats lead to sales'],
  '/docs/platform_concepts/growth/inbox-dashboard': ['agent response times and missed chats report'],
  '/docs/platform_concepts/growth/insights': ['group conversations by topic automatically'],
  '/docs/platform_concepts/growth/line-charts': ['trend over time chart'],
  '/docs/platform_concepts/growth/metrics': ['what each number means', 'how a figure is calculated'],
  '/docs/platform_concepts/growth/number-widgets': ['single big number on a dashboard', 'kpi tile'],
  '/docs/platform_concepts/growth/scheduled-reports': ['email a report every week', 'recurring csv export'],
  '/docs/platform_concepts/growth/share-dashboards': ['let colleagues see a dashboard', 'show a dashboard on a tv'],
  '/docs/platform_concepts/growth/table-charts': ['table of exact values'],
  '/docs/platform_concepts/growth/visualisations': ['which chart type to use'],
  '/docs/platform_concepts/growth/voicex-dashboard': ['phone call statistics', 'minutes used on calls'],
  '/docs/platform_concepts/inbox': ['human agents answer customers', 'support team workspace'],
  '/docs/platform_concepts/inbox/analytics-reports': ['agent and team performance reports', 'how fast agents reply'],
  '/docs/platform_concepts/inbox/canned-responses': [
    'saved answers agents insert quickly',
    'reply templates for the support team',
  ],
  '/docs/platform_concepts/inbox/chats': [
    'answer a live customer chat',
    'leave an internal note on a chat',
    'pass a chat to another agent',
  ],
  '/docs/platform_concepts/inbox/contacts': [
    'customer record agents see',
    'merge duplicate customers',
    'block an abusive user',
  ],
  '/docs/platform_concepts/inbox/inbox-settings': [
    'set up agent teams and working hours',
    'turn on the satisfaction survey',
  ],
  '/docs/platform_concepts/inbox/knowledge-base': ['internal articles for agents', 'policies agents can look up'],
  '/docs/platform_concepts/inbox/monitor': [
    'watch live chats as a supervisor',
    'whisper to an agent or take over',
    'queue is getting long',
  ],
  '/docs/platform_concepts/inbox/routing-rules': [
    'send chats to the right team',
    'assign conversations automatically',
    'route by topic language or customer type',
  ],
  '/docs/platform_concepts/inbox/sla-policies': ['response time targets', 'resolution deadline per priority'],
  '/docs/platform_concepts/inbox/tickets': ['track requests that need follow up later', 'turn emails into tickets'],
  '/docs/platform_concepts/mobile': ['which mobile sdk to use'],
  '/docs/platform_concepts/mobile/chatbot-sdk': ['add the bot to our mobile app'],
  '/docs/platform_concepts/mobile/chatbot-sdk/android': [
    'start the chat from an android activity or compose screen',
    'kotlin chat',
  ],
  '/docs/platform_concepts/mobile/chatbot-sdk/cordova': ['chat in a cordova or ionic app'],
  '/docs/platform_concepts/mobile/chatbot-sdk/flutter': ['chat in a flutter app'],
  '/docs/platform_concepts/mobile/chatbot-sdk/ios': ['open the chat in our iphone app', 'swift chat'],
  '/docs/platform_concepts/mobile/chatbot-sdk/react-native': ['chat in a react native or expo app'],
  '/docs/platform_concepts/mobile/inbox-sdk': [
    'agent inbox embedded in our own staff app',
    'agent inbox inside a mobile app',
  ],
  '/docs/platform_concepts/mobile/inbox-sdk/android': ['android app for our agents'],
  '/docs/platform_concepts/mobile/inbox-sdk/cordova': ['cordova app for our agents'],
  '/docs/platform_concepts/mobile/inbox-sdk/flutter': ['flutter app for our agents'],
  '/docs/platform_concepts/mobile/inbox-sdk/ios': ['iphone app for our agents'],
  '/docs/platform_concepts/mobile/inbox-sdk/react-native': ['react native app for our agents'],
  '/docs/platform_concepts/mobile/push-notifications': ['phone does not get chat notifications'],
  '/docs/platform_concepts/mynahaisearch/installmynahaisearch': ['add ai search to my website'],
  '/docs/platform_concepts/mynahaisearch/mynah-search-feature': ['ai answers in a search box on my site'],
  '/docs/platform_concepts/settings': ['where the workspace settings are'],
  '/docs/platform_concepts/settings/api-key-management': ['review and clean up old api keys', 'key about to expire'],
  '/docs/platform_concepts/settings/audit-log': ['who changed what', 'history of admin actions'],
  '/docs/platform_concepts/settings/data-retention': [
    'how long chats are kept',
    'delete old conversations automatically',
  ],
  '/docs/platform_concepts/settings/general-settings': ['change time zone or workspace name', 'delete the workspace'],
  '/docs/platform_concepts/settings/members-and-roles': ['remove a team member', 'sign someone out'],
  '/docs/platform_concepts/settings/notifications': ['get alerts when something breaks', 'usage limit emails'],
  '/docs/platform_concepts/settings/plans-and-pricing': ['how much it costs', 'price per user', 'overage charges'],
  '/docs/platform_concepts/settings/security-settings': ['force two factor for everyone', 'mask personal data'],
  '/docs/platform_concepts/settings/single-sign-on': ['okta or azure ad login for staff', 'saml certificate expired'],
  '/docs/platform_concepts/studio/API': [
    'save an api call to reuse in flows',
    'call an external service with auth headers',
  ],
  '/docs/platform_concepts/studio/LLM-central-configuration': [
    'pick which ai model the bot uses',
    'bring my own openai or azure key',
  ],
  '/docs/platform_concepts/studio/build/create-agent': ['set up an ai agent step by step'],
  '/docs/platform_concepts/studio/build/logic-nodes': ['branch, wait or compute in a flow'],
  '/docs/platform_concepts/studio/build/logic-nodes/api-call-node': [
    'call my backend from the bot',
    'http request in a flow',
  ],
  '/docs/platform_concepts/studio/build/logic-nodes/app-action-node': ['use a connected app in a flow'],
  '/docs/platform_concepts/studio/build/logic-nodes/code-node': ['run javascript in a flow', 'custom code'],
  '/docs/platform_concepts/studio/build/logic-nodes/condition-node': ['if else in a flow', 'branch on a value'],
  '/docs/platform_concepts/studio/build/logic-nodes/delay-node': ['wait before the next message', 'pause the flow'],
  '/docs/platform_concepts/studio/build/logic-nodes/jump-to-flow-node': ['go to another flow and come back'],
  '/docs/platform_concepts/studio/build/logic-nodes/llm-node': ['ask the ai model a question inside a flow'],
  '/docs/platform_concepts/studio/build/logic-nodes/split-node': ['send users down random paths', 'ab test in a flow'],
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview': ['nodes that do work in a flow'],
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/raise-ticket': [
    'bot opens a support ticket',
    'hand the chat to an agent team',
  ],
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/send-event-node': [
    'notify other systems from a flow',
  ],
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/send-otp': ['text a verification code'],
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/set-language': ['switch the bot language mid chat'],
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/sync-database': [
    'read or write a table row from a flow',
  ],
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/user-event': [
    'log that the customer did something',
  ],
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/variables-node': [
    'set or change a variable without code',
    'remember something the customer said for next time',
  ],
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/verify-otp': ['check the code the user typed'],
  '/docs/platform_concepts/studio/build/nodes/message-nodes1/carousel-message-node': ['show several products as cards'],
  '/docs/platform_concepts/studio/build/nodes/message-nodes1/file-node': ['send a pdf to the user'],
  '/docs/platform_concepts/studio/build/nodes/message-nodes1/image-node': ['send a picture'],
  '/docs/platform_concepts/studio/build/nodes/message-nodes1/message-nodes': ['what the bot can send'],
  '/docs/platform_concepts/studio/build/nodes/message-nodes1/quick-replies': ['buttons the user can tap'],
  '/docs/platform_concepts/studio/build/nodes/message-nodes1/text-node': [
    'send a text message',
    'bold and links in replies',
  ],
  '/docs/platform_concepts/studio/build/nodes/message-nodes1/video-node': ['send a video'],
  '/docs/platform_concepts/studio/build/nodes/message-nodes1/whatsapp-list': ['whatsapp menu with options'],
  '/docs/platform_concepts/studio/build/nodes/message-nodes1/whatsapp-product-message': [
    'sell products inside whatsapp',
    'whatsapp shopping cart',
  ],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview': ['ask the user a question and save the answer'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/carousrel-node': ['let the user pick a card'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/date-node': ['ask for a date or time'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/email-node': ['ask for an email address'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/feedback-node': [
    'ask users to rate the chat',
    'thumbs up or stars rating',
  ],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/file-prompt-node': [
    'let users upload a photo or document',
  ],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/input-node': ['old input node in legacy bots'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/location-node': [
    'ask for an address or location',
    'check we deliver to that area',
  ],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/multi-slect-node': [
    'let the user choose several options',
  ],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/name-node': ['ask for the customer name'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/phone-node': ['ask for a phone number'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/product-search-node': [
    'let customers search our products in chat',
  ],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/prompt-nodes': [
    'cap retries when a reply is invalid',
    'what happens when the answer is invalid',
  ],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/question-node': ['ask a free text question'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/quick-replies': [
    'offer choices and branch on the pick',
  ],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/speak-node': [
    'what the phone bot says and listens for',
  ],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/store-comment-node': ['collect a long comment'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/voice-input-node': ['accept voice notes'],
  '/docs/platform_concepts/studio/build/nodes/prompt-node-overview/whatsapp-list-node': [
    'pick an option from a whatsapp list',
  ],
  '/docs/platform_concepts/studio/build/unknown_error': [
    'bot replies with an error message',
    'something went wrong message',
  ],
  '/docs/platform_concepts/studio/build/workflows': [
    'conversation paths of the bot',
    'greeting when a chat starts',
    'organise flows in folders',
  ],
  '/docs/platform_concepts/studio/database': ['store data in tables for the bot', 'spreadsheet like table in the bot'],
  '/docs/platform_concepts/studio/debugger': ['test the bot step by step', 'inspect variables while testing'],
  '/docs/platform_concepts/studio/dynamicchatnode': ['let ai collect details in free conversation'],
  '/docs/platform_concepts/studio/events/custom-events': ['define my own events'],
  '/docs/platform_concepts/studio/events/debugging-event-delivery': [
    'event did not trigger anything',
    'webhook never arrived',
  ],
  '/docs/platform_concepts/studio/events/event-hub': [
    'send bot events to other systems',
    'publish and subscribe to events',
  ],
  '/docs/platform_concepts/studio/events/event-sources': ['where events come from'],
  '/docs/platform_concepts/studio/events/subscriptions-and-filters': ['run a flow when an event arrives'],
  '/docs/platform_concepts/studio/events/system-events': ['list of built in events'],
  '/docs/platform_concepts/studio/events/webhook-delivery': ['webhook retries and timeouts', 'duplicate webhook calls'],
  '/docs/platform_concepts/studio/kb/add-metadata': ['tag documents to filter answers'],
  '/docs/platform_concepts/studio/kb/advancedsettings': ['tune how documents are searched'],
  '/docs/platform_concepts/studio/kb/confgure-response': [
    'make ai answers shorter or friendlier',
    'what the bot says when no document matches',
  ],
  '/docs/platform_concepts/studio/kb/ingestion': ['document stuck processing', 'resync documents'],
  '/docs/platform_concepts/studio/kb/kb-intro': ['let the bot answer from our documents'],
  '/docs/platform_concepts/studio/kb/organize-kb': ['structure documents in folders'],
  '/docs/platform_concepts/studio/kb/organize-kb-files': ['rename or replace an uploaded document'],
  '/docs/platform_concepts/studio/kb/overview': ['how many documents we can upload'],
  '/docs/platform_concepts/studio/kb/setup-kb': ['switch on document answers for the bot'],
  '/docs/platform_concepts/studio/kb/setup-kb-source': ['crawl our website', 'connect confluence or google drive'],
  '/docs/platform_concepts/studio/overview': ['bot builder canvas'],
  '/docs/platform_concepts/studio/product-catalogue': ['load our products into the bot'],
  '/docs/platform_concepts/studio/studio-faqs': ['common bot builder questions'],
  '/docs/platform_concepts/studio/test-and-publish-bot/bot-logs': [
    'see what the bot did in each step',
    'find errors in conversations',
  ],
  '/docs/platform_concepts/studio/test-and-publish-bot/debug-flow': [
    'find out why a flow goes wrong',
    'replay a session',
  ],
  '/docs/platform_concepts/studio/test-and-publish-bot/modes': [
    'test a draft safely before release',
    'go live',
    'roll back to an earlier version',
  ],
  '/docs/platform_concepts/studio/tools': ['let the ai agent look things up in my systems'],
  '/docs/platform_concepts/studio/train': ['improve how well the bot understands'],
  '/docs/platform_concepts/studio/train/add-contextual-response': [
    'different answer per channel or language',
    'answer depends on who is asking',
  ],
  '/docs/platform_concepts/studio/train/add-faqs': ['questions and fixed answers', 'upload a list of questions'],
  '/docs/platform_concepts/studio/train/annotate-conversations': ['label real chats to train the bot'],
  '/docs/platform_concepts/studio/train/entities': ['pick out order numbers or dates from messages'],
  '/docs/platform_concepts/studio/train/evaluate-model': ['how accurate is the bot', 'test the bot understanding'],
  '/docs/platform_concepts/studio/train/import-export-training-data': ['move training data in and out'],
  '/docs/platform_concepts/studio/train/intents': ['teach the bot what customers mean', 'add example questions'],
  '/docs/platform_concepts/studio/train/multilingual-training': ['teach the bot other languages'],
  '/docs/platform_concepts/studio/train/orchllm': ['ai decides which flow answers', 'let users change topic mid flow'],
  '/docs/platform_concepts/studio/train/resolve-intent-conflicts': ['bot confuses two questions'],
  '/docs/platform_concepts/studio/train/smalltalk': ['answer hello and thank you', 'give the bot a personality'],
  '/docs/platform_concepts/studio/train/synonyms': [
    'abbreviations and misspellings understood as one word',
    'abbreviations and slang',
  ],
  '/docs/platform_concepts/studio/train/train-and-version': ['retrain the bot after changes'],
  '/docs/platform_concepts/studio/train/unmatched-messages': [
    'messages the bot did not understand',
    'questions the bot missed',
  ],
  '/docs/platform_concepts/studio/train/what-is-document-cognition': ['read ids and receipts users upload'],
  '/docs/tutorials/basics': ['quick start', 'make a simple bot fast'],
  '/docs/tutorials/channels': ['put the bot on my website and whatsapp'],
  '/docs/tutorials/data': ['import customers and send events'],
  '/docs/tutorials/engage': ['first whatsapp campaign'],
  '/docs/tutorials/growth': ['first dashboard'],
  '/docs/tutorials/inbox': ['first handover to agents'],
  '/docs/tutorials/integrations': ['save leads to a google sheet'],
  '/docs/tutorials/studio': ['simple appointment request bot'],
  // Pages written after the first lists (133 pages, 2026-11-27).
  '/docs/cookbooks/channels/email-to-ticket-triage': [
    'sort incoming mail to the right team',
    'automatically answer where is my order messages',
    'keep out of office replies out of the queue',
  ],
  '/docs/cookbooks/engage/quiet-hours-compliant-broadcast': [
    'sale message arrives at a sensible local time',
    'customers with no time zone on file',
    'only message people who said yes',
  ],
  '/docs/cookbooks/inbox/peak-season-agent-capacity': [
    'enough staff for the christmas rush',
    'temporary staff for the busiest weeks',
    'forecast how many chats we will get',
  ],
  '/docs/platform_concepts/AIAgent/agent-analytics-and-costs': [
    'what we pay per conversation in tokens',
    'is the assistant actually solving problems',
    'cap monthly token spend with an alert',
  ],
  '/docs/platform_concepts/AIAgent/agent-guardrails': [
    'block subjects the assistant must never discuss',
    'polite refusal when a question is off limits',
    'only allow links to our own websites',
  ],
  '/docs/platform_concepts/AIAgent/agent-handover': [
    'pass the chat from the assistant to a human',
    'nobody online when the assistant gives up',
    'history a person receives when stepping in',
  ],
  '/docs/platform_concepts/AIAgent/agent-instructions': [
    'system prompt for the assistant',
    'set the persona tone and scope of the assistant',
    'assistant goes off script or rambles',
  ],
  '/docs/platform_concepts/AIAgent/agent-tools': [
    'let the assistant look things up in our api',
    'model calls the wrong function or bad arguments',
  ],
  '/docs/platform_concepts/AIAgent/test-and-evaluate-agents': [
    'make sure the assistant behaves before going live',
    'is the new prompt better than the old one',
    'set of exam questions for the assistant',
  ],
  '/docs/platform_concepts/AICopilot/conversation-summaries': [
    'catch up on a long thread without reading it',
    'recap waiting at the top when a chat arrives',
  ],
  '/docs/platform_concepts/AICopilot/copilot-settings': [
    'turn drafting help on for one team only',
    'are our conversations used to train models',
    'how many requests we get per month',
  ],
  '/docs/platform_concepts/AICopilot/copilot-translation': [
    'agent and customer speak different languages',
    'reply in a language i do not speak',
  ],
  '/docs/platform_concepts/AICopilot/reply-suggestions': [
    'draft answers appear while i work a chat',
    'no suggested answer shows up',
    'make a draft shorter or friendlier',
  ],
  '/docs/platform_concepts/VoiceX/barge-in-and-dtmf': [
    'let callers interrupt while the bot talks',
    'press 1 or say billing menus',
    'caller keeps getting cut off mid sentence',
  ],
  '/docs/platform_concepts/VoiceX/call-recording-and-transcripts': [
    'listen back to what callers said',
    'tell callers the line is being recorded',
    'control who can download the audio',
  ],
  '/docs/platform_concepts/VoiceX/call-transfer': [
    'put a caller through to a human',
    'forward a caller to a branch phone number',
    'caller left hanging when no one answers',
  ],
  '/docs/platform_concepts/VoiceX/speech-recognition-and-voices': [
    'bot mishears what people say on the phone',
    'pick the accent and sound of the bot',
    'fix how a product name is pronounced',
  ],
  '/docs/platform_concepts/VoiceX/telephony-numbers-and-sip': [
    'buy a local or toll free line',
    'bring our existing support line from a carrier',
    'pass caller details from our pbx',
  ],
  '/docs/platform_concepts/VoiceX/voice-analytics': [
    'find the step where callers drop off',
    'results of outbound dialing per campaign',
    'minutes spent forwarding callers to humans',
  ],
  '/docs/platform_concepts/appConfiguration/analytics/amplitude': [
    'send bot conversations to amplitude',
    'update amplitude user properties from the chat',
  ],
  '/docs/platform_concepts/appConfiguration/analytics/bigquery': [
    'load conversation tables into bigquery',
    'look up a bigquery value during a chat',
  ],
  '/docs/platform_concepts/appConfiguration/analytics/clevertap': [
    'send chat events to clevertap profiles',
    'start a clevertap push campaign from the bot',
  ],
  '/docs/platform_concepts/appConfiguration/analytics/google-analytics-4': [
    'see chat conversions in google analytics',
    'count chat demo requests as ga4 key events',
  ],
  '/docs/platform_concepts/appConfiguration/analytics/mixpanel': [
    'put bot conversations in mixpanel funnels',
    'track upgrades made in chat in mixpanel',
  ],
  '/docs/platform_concepts/appConfiguration/analytics/moengage': [
    'start a moengage journey from a chat',
    'update moengage user attributes from the bot',
  ],
  '/docs/platform_concepts/appConfiguration/analytics/segment': [
    'stream chat events through segment',
    'pull segment identify data into customer profiles',
  ],
  '/docs/platform_concepts/appConfiguration/analytics/snowflake': [
    'load chat data into snowflake for sql',
    'join conversations with orders in our snowflake warehouse',
  ],
  '/docs/platform_concepts/appConfiguration/automation/asana': [
    'turn a chat request into an asana task',
    'tell the user when their asana task is done',
  ],
  '/docs/platform_concepts/appConfiguration/automation/jira-software': [
    'file bug reports from chat into jira',
    'notify users when their jira issue is fixed',
  ],
  '/docs/platform_concepts/appConfiguration/automation/make': [
    'run a make scenario from the bot',
    'get an answer back from make during a chat',
  ],
  '/docs/platform_concepts/appConfiguration/automation/n8n': [
    'trigger self hosted n8n workflows from chat',
    'query an internal database through n8n',
  ],
  '/docs/platform_concepts/appConfiguration/automation/notion': [
    'log chat answers into a notion database',
    'look up notion records from a flow',
  ],
  '/docs/platform_concepts/appConfiguration/automation/power-automate': [
    'start a power automate flow from the chat',
    'manager approval for a refund through power automate',
  ],
  '/docs/platform_concepts/appConfiguration/automation/zapier': [
    'connect the bot to thousands of apps without code',
    'send qualified leads to a crm with zapier',
  ],
  '/docs/platform_concepts/appConfiguration/crm/freshsales': [
    'create freshsales deals from chat leads',
    'log bot chats on freshworks crm contacts',
  ],
  '/docs/platform_concepts/appConfiguration/crm/hubspot': [
    'add chat leads as hubspot contacts',
    'create a hubspot deal when a lead qualifies',
    'log the chat on the hubspot timeline',
  ],
  '/docs/platform_concepts/appConfiguration/crm/leadsquared': [
    'capture chat leads into leadsquared',
    'log bot conversations as leadsquared activities',
  ],
  '/docs/platform_concepts/appConfiguration/crm/microsoft-dynamics-365': [
    'create dynamics leads or cases from chat',
    'look up a customer in dataverse during a chat',
  ],
  '/docs/platform_concepts/appConfiguration/crm/pipedrive': [
    'send qualified chat leads to pipedrive',
    'schedule a sales follow up call in pipedrive',
  ],
  '/docs/platform_concepts/appConfiguration/crm/salesforce': [
    'create salesforce leads and cases from the bot',
    'log each chat as a salesforce task',
    'connect a salesforce sandbox org',
  ],
  '/docs/platform_concepts/appConfiguration/crm/sugarcrm': [
    'create sugarcrm leads and cases from chat',
    'sugar api user keeps getting logged out',
  ],
  '/docs/platform_concepts/appConfiguration/crm/zoho-crm': [
    'add chat leads to zoho without duplicates',
    'zoho invalid client error when connecting',
  ],
  '/docs/platform_concepts/appConfiguration/ecommerce/aftership': [
    'tell shoppers where their parcel is',
    'alert customers about delivery problems with aftership',
  ],
  '/docs/platform_concepts/appConfiguration/ecommerce/bigcommerce': [
    'look up bigcommerce orders in the chat',
    'send a bigcommerce checkout link built in chat',
  ],
  '/docs/platform_concepts/appConfiguration/ecommerce/commercetools': [
    'order lookups for a headless commercetools store',
    'build a commercetools cart from the chat',
  ],
  '/docs/platform_concepts/appConfiguration/ecommerce/magento': [
    'check magento orders and stock from the bot',
    'cancel an adobe commerce order in chat',
  ],
  '/docs/platform_concepts/appConfiguration/ecommerce/shiprocket': [
    'track shiprocket shipments by awb on whatsapp',
    'check pincode delivery and cash on delivery',
  ],
  '/docs/platform_concepts/appConfiguration/ecommerce/shopify': [
    'answer where is my order from shopify',
    'cancel a shopify order before it ships',
    'send a shopify checkout link in chat',
  ],
  '/docs/platform_concepts/appConfiguration/ecommerce/vtex': [
    'look up vtex orders and package tracking',
    'check vtex sku availability from the chat',
  ],
  '/docs/platform_concepts/appConfiguration/ecommerce/woocommerce': [
    'look up woocommerce orders from the bot',
    'create a woocommerce coupon during a chat',
  ],
  '/docs/platform_concepts/appConfiguration/helpdesk/freshdesk': [
    'open freshdesk tickets from a chat',
    'freshdesk agent replies reach the user in chat',
  ],
  '/docs/platform_concepts/appConfiguration/helpdesk/gorgias': [
    'hand shoppers to gorgias agents with the chat',
    'relay gorgias replies back to whatsapp',
  ],
  '/docs/platform_concepts/appConfiguration/helpdesk/help-scout': [
    'escalate bot chats to a help scout mailbox',
    'help scout agents reply into the chat',
  ],
  '/docs/platform_concepts/appConfiguration/helpdesk/intercom': [
    'hand whatsapp chats to intercom teammates',
    'assign an intercom team from the bot',
  ],
  '/docs/platform_concepts/appConfiguration/helpdesk/jira-service-management': [
    'raise an it request in jira from chat',
    'check the status of a service desk request',
  ],
  '/docs/platform_concepts/appConfiguration/helpdesk/kustomer': [
    'add chat orders to the kustomer timeline',
    'hand conversations to kustomer agents',
  ],
  '/docs/platform_concepts/appConfiguration/helpdesk/servicenow': [
    'raise servicenow incidents from a teams bot',
    'look up servicenow records in chat',
  ],
  '/docs/platform_concepts/appConfiguration/helpdesk/zendesk': [
    'open a zendesk ticket with the transcript',
    'zendesk agent replies sent back to the chat',
    'answer where is my zendesk ticket',
  ],
  '/docs/platform_concepts/appConfiguration/identity/auth0': [
    'customers log in to chat with auth0',
    'send an auth0 password reset link from the bot',
  ],
  '/docs/platform_concepts/appConfiguration/identity/aws-cognito': [
    'sign customers in during a chat with cognito',
    'reset a cognito password from the bot',
  ],
  '/docs/platform_concepts/appConfiguration/identity/google-workspace': [
    'team logs in to the console with google',
    'manage employee google accounts from a helpdesk bot',
  ],
  '/docs/platform_concepts/appConfiguration/identity/keycloak': [
    'sign in through our self hosted keycloak in chat',
    'keycloak urls with or without auth',
  ],
  '/docs/platform_concepts/appConfiguration/identity/microsoft-entra-id': [
    'log in to the console with azure ad',
    'issue a temporary access pass from the it bot',
  ],
  '/docs/platform_concepts/appConfiguration/identity/okta': [
    'console single sign on with okta',
    'unlock an okta account from chat',
    'reset okta mfa factors from the helpdesk bot',
  ],
  '/docs/platform_concepts/appConfiguration/identity/onelogin': [
    'console login through onelogin',
    'unlock a onelogin user from the helpdesk bot',
  ],
  '/docs/platform_concepts/appConfiguration/identity/ping-identity': [
    'sign in with pingone during a chat',
    'pingfederate login for chat users',
  ],
  '/docs/platform_concepts/appConfiguration/messaging-providers/gupshup': [
    'run our whatsapp number through gupshup',
    'send gupshup approved whatsapp templates',
  ],
  '/docs/platform_concepts/appConfiguration/messaging-providers/infobip': [
    'send sms and viber through infobip',
    'use infobip for whatsapp delivery',
  ],
  '/docs/platform_concepts/appConfiguration/messaging-providers/kaleyra': [
    'dlt compliant sms in india via kaleyra',
    'kaleyra sender id and template id',
  ],
  '/docs/platform_concepts/appConfiguration/messaging-providers/messagebird': [
    'send text messages through bird',
    'messagebird moved to bird workspaces',
  ],
  '/docs/platform_concepts/appConfiguration/messaging-providers/plivo': [
    'send texts through a plivo number pool',
    'mms boarding passes sent via plivo',
  ],
  '/docs/platform_concepts/appConfiguration/messaging-providers/sinch': [
    'send sms and rcs through sinch',
    'rcs with text fallback via sinch',
  ],
  '/docs/platform_concepts/appConfiguration/messaging-providers/twilio': [
    'send and receive texts through our twilio account',
    'one time passcodes with twilio verify',
  ],
  '/docs/platform_concepts/appConfiguration/messaging-providers/vonage': [
    'route sms and whatsapp through vonage',
    'check a phone number is real with vonage',
  ],
  '/docs/platform_concepts/appConfiguration/payments/adyen': [
    'send an adyen pay by link in chat',
    'take payments through our adyen account',
  ],
  '/docs/platform_concepts/appConfiguration/payments/braintree': [
    'take card payments in chat with braintree',
    'charge a saved card via braintree',
  ],
  '/docs/platform_concepts/appConfiguration/payments/mercado-pago': [
    'accept pix and boleto payments in chat',
    'mercado pago checkout link for latin america',
  ],
  '/docs/platform_concepts/appConfiguration/payments/paypal': [
    'let users pay with paypal in the chat',
    'capture a paypal order after approval',
  ],
  '/docs/platform_concepts/appConfiguration/payments/paytm': [
    'send a paytm payment link in chat',
    'check whether a paytm payment went through',
  ],
  '/docs/platform_concepts/appConfiguration/payments/razorpay': [
    'send upi payment links in india',
    'razorpay link for an order placed in chat',
  ],
  '/docs/platform_concepts/appConfiguration/payments/square': [
    'take deposits with square from the bot',
    'square payment link for one shop location',
  ],
  '/docs/platform_concepts/appConfiguration/payments/stripe': [
    'send a stripe checkout link in the chat',
    'confirm a stripe payment before continuing',
  ],
  '/docs/platform_concepts/appConfiguration/scheduling/acuity-scheduling': [
    'book acuity appointments from the chat',
    'reschedule or cancel a clinic appointment in chat',
  ],
  '/docs/platform_concepts/appConfiguration/scheduling/cal-com': [
    'book a cal.com slot without leaving the chat',
    'bookings on our self hosted cal.com',
  ],
  '/docs/platform_concepts/appConfiguration/scheduling/calendly': [
    'share a calendly link and continue after booking',
    'show calendly free times in the chat',
  ],
  '/docs/platform_concepts/appConfiguration/scheduling/google-calendar': [
    'book meetings into our google calendar from the chat',
    'offer free slots from staff calendars',
  ],
  '/docs/platform_concepts/appConfiguration/scheduling/google-meet': [
    'send a google meet video link from the chat',
    'talk to an adviser now video call',
  ],
  '/docs/platform_concepts/appConfiguration/scheduling/microsoft-bookings': [
    'book a service with staff via microsoft bookings',
    'bookings appointments with a teams link',
  ],
  '/docs/platform_concepts/appConfiguration/scheduling/outlook-calendar': [
    'add customer meetings to adviser outlook calendars',
    'outlook events with a teams link from the bot',
  ],
  '/docs/platform_concepts/appConfiguration/scheduling/zoom': [
    'create a zoom meeting link from the chat',
    'register attendees for a zoom meeting',
  ],
  '/docs/platform_concepts/appConfiguration/storage/airtable': [
    'read and write airtable records from the bot',
    'use airtable as a back office for the bot',
  ],
  '/docs/platform_concepts/appConfiguration/storage/amazon-s3': [
    'save chat uploads to our s3 bucket',
    'send users a temporary download link from s3',
  ],
  '/docs/platform_concepts/appConfiguration/storage/box': [
    'upload customer documents to box',
    'tag box files with metadata for routing',
  ],
  '/docs/platform_concepts/appConfiguration/storage/dropbox': [
    'let users send huge files via dropbox',
    'save chat attachments to dropbox',
  ],
  '/docs/platform_concepts/appConfiguration/storage/google-drive': [
    'save uploads to a google drive folder',
    'create a pdf from a google doc template',
  ],
  '/docs/platform_concepts/appConfiguration/storage/google-sheets': [
    'add leads as rows in a google sheet',
    'look up a booking in a spreadsheet',
  ],
  '/docs/platform_concepts/appConfiguration/storage/onedrive': [
    'save bot uploads to my onedrive',
    'share a onedrive file with an expiring link',
  ],
  '/docs/platform_concepts/appConfiguration/storage/sharepoint': [
    'store claim photos in a sharepoint library',
    'add items to a sharepoint list from chat',
  ],
  '/docs/platform_concepts/channelConfiguration/message-types-by-channel': [
    'how cards and buttons look on whatsapp or sms',
    'buttons missing on some messaging apps',
    'size limits for each messaging app',
  ],
  '/docs/platform_concepts/channelConfiguration/whatsapp-business-verification': [
    'prove our company to meta',
    'keep our existing line when switching provider',
    'meta refused the brand shown in chats',
  ],
  '/docs/platform_concepts/channelConfiguration/whatsapp-conversation-window': [
    'cannot message a customer after 24 hours',
    'customer went quiet and now sending fails',
    'what meta charges for each message',
  ],
  '/docs/platform_concepts/channelConfiguration/whatsapp-message-templates': [
    'meta rejected what i submitted for approval',
    'reach someone who has not written recently',
    'category switched to marketing after review',
  ],
  '/docs/platform_concepts/emailAutomation/bounces-and-suppression': [
    'emails not delivered to some addresses',
    'people marked our email as spam',
    'campaign paused for too many failed emails',
  ],
  '/docs/platform_concepts/emailAutomation/email-journeys': [
    'automated drip sequence after a trial starts',
    'reminders until the customer pays a failed bill',
  ],
  '/docs/platform_concepts/emailAutomation/email-templates': [
    'change the automatic acknowledgement reply',
    'add our logo and branding to outgoing replies',
  ],
  '/docs/platform_concepts/emailAutomation/sending-domains': [
    'send email from our own company address',
    'our emails land in spam',
    'dns records needed for email',
  ],
  '/docs/platform_concepts/engagement/audience-csv-import': [
    'upload a spreadsheet of customers',
    'rows rejected when importing a list',
  ],
  '/docs/platform_concepts/engagement/campaign-ab-testing': [
    'try two message versions and keep the better one',
    'which wording gets more clicks',
  ],
  '/docs/platform_concepts/engagement/campaign-scheduling-and-throttling': [
    'send at 11am in each customer time zone',
    'repeat the same broadcast every week',
    'slow down a big send so agents keep up',
  ],
  '/docs/platform_concepts/engagement/consent-and-opt-out': [
    'customer replied stop to a message',
    'prove a user agreed to receive messages',
    'ask permission before sending marketing',
  ],
  '/docs/platform_concepts/engagement/frequency-capping-and-quiet-hours': [
    'too many promotions sent to one person',
    'why a campaign message was held until morning',
  ],
  '/docs/platform_concepts/get_started/console-tour': [
    'where to find things in the dashboard',
    'what each menu in the app does',
  ],
  '/docs/platform_concepts/get_started/workspaces-and-regions': [
    'separate accounts for europe and india data',
    'move a bot to another account',
    'switch between company accounts',
  ],
  '/docs/platform_concepts/inbox/agent-status-and-capacity': [
    'how many chats one person handles at once',
    'queue grows while staff seem free',
    'marked away automatically after inactivity',
  ],
  '/docs/platform_concepts/inbox/conversation-tags': ['label chats by topic for reports', 'clean up duplicate labels'],
  '/docs/platform_concepts/inbox/csat-surveys': [
    'ask customers to rate the help they got',
    'satisfaction score for each agent',
  ],
  '/docs/platform_concepts/inbox/private-notes-and-mentions': [
    'internal comment the customer cannot see',
    'pull a colleague into a chat',
  ],
  '/docs/platform_concepts/inbox/saved-views-and-bulk-actions': [
    'close hundreds of tickets at once',
    'filtered ticket list shared with my team',
    'reassign many chats together',
  ],
  '/docs/platform_concepts/inbox/teams-and-skills': [
    'route spanish chats to spanish speakers',
    'separate queues per department',
  ],
  '/docs/platform_concepts/mobile/identity-verification': [
    'prove the signed in app customer is real',
    'generate the signed hash on our backend',
    'chat rejects the logged in customer',
  ],
  '/docs/platform_concepts/mynahaisearch/ai-search-analytics': [
    'what visitors look for on our help site',
    'questions the box on our site cannot answer',
  ],
  '/docs/platform_concepts/mynahaisearch/ai-search-content-sources': [
    'choose which articles the site box answers from',
    'keep internal articles out of public answers',
  ],
  '/docs/platform_concepts/mynahaisearch/ai-search-settings': [
    'pin a page to the top of results',
    'change the box colour and placeholder text',
    'hide a page from the results list',
  ],
  '/docs/platform_concepts/studio/build/bot-languages': [
    'add german to an english assistant',
    'send all texts to a translator as csv',
  ],
  '/docs/platform_concepts/studio/build/flow-settings-and-fallbacks': [
    'bot keeps saying it did not understand',
    'handle a step that breaks mid conversation',
    'offer a human after repeated misunderstandings',
  ],
  '/docs/platform_concepts/studio/build/variables-and-expressions': [
    'use the customer name in a message',
    'value shows up blank in a reply',
    'read a field from an api response',
  ],
  '/docs/platform_concepts/studio/test-and-publish-bot/publish-and-rollback': [
    'undo a broken bot update quickly',
    'what changed between two releases',
    'why a change reached users without publishing',
  ],
  '/docs/platform_concepts/studio/test-and-publish-bot/regression-tests': [
    'check old flows still work after a change',
    'fake api responses in automated checks',
    'stop a release when a check fails',
  ],
  '/docs/platform_concepts/studio/test-and-publish-bot/test-console': [
    'chat with my draft bot',
    'see which intent a message matched',
    'preview how a reply looks on whatsapp',
  ],
  '/enterprise-integration': [
    'connect the platform to our company systems',
    'architecture for a large company rollout',
  ],
};
