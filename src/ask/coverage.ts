import type {QuestionWord, Retrieval, RetrievedSection} from './retrieve';
import {coverage} from './support';
import {ASKS_PRICE, ASKS_TIME, asksWho} from './focus';
import {platformVendors} from '../search/vocabulary';

/**
 * Whether the docs cover a question, decided from the retrieval as a whole rather than from how
 * closely one passage repeats the question's words:
 * - do the question's rare words exist in the docs at all ("sourdough", "IPO"), the kind of answer a
 *   "which" question names aside ("Which hashing algorithm does …")?
 * - are its words ones the docs have a page or heading about, or only ones some text happens to use
 *   ("the capital of Australia")?
 * - how much of the question's subject (its asking clause above its story) do the best sections state?
 * - does the best passage state enough of it?
 * - does the question ask for a kind of fact the docs never give (prices, company facts, release dates)?
 * - does it ask about another company's product that no section found names ("Zendesk Talk")?
 * The thresholds were chosen on the tuning half of tests/ask/reader-questions.json only. A refusal
 * says which part is not covered when one of these makes it clear (the kind of fact, or the words).
 */

export const COVERAGE_DEFAULTS = {
  /** Above this share of the question's weight in words the docs never use, it is not covered. */
  maxUnknown: 0.3,
  /** Below this share of the subject stated by the best section (with its headings), not covered. */
  minSection: 0.3,
  /** Below this support of the best passage, not covered. */
  minPassage: 0.25,
  /** Below this share of the asking clause's weight in words the docs have a page or heading about, not covered. */
  minTopic: 0.15,
  /**
   * When the best page states neither of the asking clause's two rarest words, below this share of the
   * question's weight stated by that page, not covered: "co-browse with a visitor from the widget"
   * finds the widget's page, which says nothing of co-browsing. (Chosen on the tuning half and the
   * question sets written after it, .bench probes 3–9: the answerable questions whose rarest words the
   * page lacks are paraphrases that page still states 0.54 or more of.)
   */
  minPageWithoutRare: 0.5,
  /**
   * How much the story's words count in these signals, as a share of their weight when passages are
   * ranked (focus.ts): whether the docs cover a question is a matter of what it asks, and a long story
   * the docs need not repeat ("we're moving off our old CRM and the export is one huge CSV") pulled
   * every share below its floor. 1 → 0.25: tuning flat (declined 0, out of scope 17/17); read sets
   * (.bench probes 12 and 14, written as support chats) declined 9 of 90 → 0, key fact 0.656 → 0.700,
   * out of scope unchanged; 0 does the same, and 0.25 keeps an ask of story words alone measurable.
   */
  storyWeight: 0.25,
};

export type CoverageTuning = typeof COVERAGE_DEFAULTS;

export type CoverageSignals = {
  /** Share of the asking clause's weight (idf) in words that match no index term but by a typo. */
  unknown: number;
  /** Best share of the question's weight that a retrieved section, its headings and page title state. */
  section: number;
  /** Best support of one passage (see local-answerer.ts). */
  passage: number;
  /** Best share of the question's weight that one page states (its retrieved sections together). */
  page: number;
  /** Share of the asking clause's two rarest words (by idf) that the best page states. */
  rare: number;
  /**
   * Share of the asking clause's weight (idf) in words the docs treat as topics (in a page title or
   * heading): "capital" and "Australia" may occur in the docs' text, but no page is about them.
   */
  topic: number;
  /** The asking clause's words the docs never use, and those no page or heading is about, rarest first. */
  unknownWords?: string[];
  offTopicWords?: string[];
  /** Another company's product the asking clause names and no retrieved section mentions ("Shopify POS"). */
  unmentionedProduct?: string;
};

/**
 * Other companies the docs name: the apps, channels, providers and model vendors Mynah connects to,
 * and the help desks and bot builders readers compare it with. The docs say how Mynah works with
 * them, never what they charge or how they compare.
 */
const OTHER_COMPANY_NAMES =
  "meta|facebook|instagram|whatsapp's|google|microsoft|apple|amazon|aws|azure|openai|anthropic|shopify|woocommerce|magento|stripe|paypal|razorpay|adyen|braintree|square|paytm|twilio|vonage|plivo|sinch|infobip|gupshup|kaleyra|messagebird|salesforce|hubspot|zoho|pipedrive|freshsales|zendesk|intercom|freshdesk|freshchat|gorgias|kustomer|servicenow|help scout|drift|tidio|livechat|genesys|five9|dialogflow|rasa|botpress|voiceflow|manychat|braze|klaviyo|mailchimp|clevertap|moengage|segment's|zapier|slack|telegram|viber|wechat|zoom|calendly|okta|auth0|sendgrid|mailgun|postmark|360dialog|airtable|notion|asana|jira|atlassian|dropbox|snowflake|bigquery|mixpanel|amplitude".split(
    '|',
  );
const OTHER_COMPANY = new RegExp(`\\b(${OTHER_COMPANY_NAMES.join('|')})\\b`, 'i');

/** Mynah's plans, as the docs name them (writers/product-fact-sheet.md). */
export const PLAN_NAMES = ['Starter', 'Growth', 'Scale', 'Enterprise'] as const;
const PLANS = PLAN_NAMES.join('|');

/** Mynah's own names, which a question capitalises as it would another company's. */
const MYNAH_NAMES = new Set([
  ...PLAN_NAMES.map((name) => name.toLowerCase()),
  ...'mynah voicex studio inbox engage copilot agent agents settings billing plans plan console insights event hub search messenger whatsapp sms i'.split(
    ' ',
  ),
]);

/**
 * Whether a question names another company: one the docs mention, or any capitalised name after the
 * first word that is not one of Mynah's own ("How much is a Freshworks seat?"). Acronyms (SMS, MAU) are
 * left out: the docs use them of Mynah's own billing.
 */
function namesOtherCompany(ask: string): boolean {
  if (OTHER_COMPANY.test(ask)) return true;
  const words = ask.match(/[\p{L}][\p{L}\p{N}.'’-]*/gu) ?? [];
  return words
    .slice(1)
    .some((w) => /^\p{Lu}\p{Ll}/u.test(w) && !MYNAH_NAMES.has(w.replace(/['’]s$/, '').toLowerCase()));
}

/** Another company named as the owner of something: "Twilio's support team", "Meta's approval rate". */
const OTHER_POSSESSIVE = new RegExp(`${OTHER_COMPANY.source.replace(/\\b$/, '')}['’]s\\b`, 'i');
/** Other companies by one-word name: those above and the vendors of the platform map. */
const COMPANY_NAMES = new Set([...OTHER_COMPANY_NAMES, ...platformVendors].filter((name) => /^[a-z0-9]+$/.test(name)));

/** Capitalised words after a company's name that name no product of its own ("the Shopify API"). */
const GENERIC_AFTER_NAME = new Set(
  'api apis app apps sdk sdks integration integrations account accounts ai i'.split(' '),
);

/**
 * Another company's products that a question names by their own capitalised names: "Shopify POS",
 * "Zendesk Talk", "Intercom's Fin". The docs name the companies Mynah connects to; when they never name
 * the product asked about, they say nothing about it, however well the company's page matches.
 */
export function otherProducts(ask: string): string[] {
  // A scene set before the asking sentence may name anything ("In Zendesk Guide we …").
  const words = askingSentence(ask).split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    // A name that ends a clause ("… on Instagram. Do we …") is not followed by one of its products.
    const name = /^([\p{L}\p{N}]+)(?:['’]s)?$/u.exec(words[i])?.[1];
    const next = /^(\p{Lu}[\p{L}\p{N}+-]+)(?:['’]s)?[?.,!;:]?$/u.exec(words[i + 1])?.[1];
    if (!name || !next || !COMPANY_NAMES.has(name.toLowerCase())) continue;
    const key = next.toLowerCase();
    if (GENERIC_AFTER_NAME.has(key) || MYNAH_NAMES.has(key) || COMPANY_NAMES.has(key)) continue;
    // A product named for comparison is the reader's frame of reference, not what they ask about.
    if (ANALOGY.test(words.slice(Math.max(0, i - 2), i).join(' '))) continue;
    out.push(`${name} ${next}`);
  }
  return out;
}

/** The sentence of an ask that asks: the one with a question mark, else the last. */
function askingSentence(ask: string): string {
  const sentences = ask.split(/(?<=[.!?])\s+/);
  return sentences.find((sentence) => sentence.includes('?')) ?? sentences[sentences.length - 1];
}

/** Words that introduce a comparison: "like in Twilio Flex", "as in Dialogflow CX", "than Genesys Cloud". */
const ANALOGY = /\b(like|unlike|as in|as with|similar to|than|versus|vs\.?)( in| with)?$/i;

/**
 * The words that name the kind of answer a "which"/"what" question wants, folded: "hashing algorithm"
 * in "Which hashing algorithm does Mynah expect?", "statistical confidence" in "What statistical
 * confidence must a variant reach?". The docs state the answer itself ("HMAC-SHA256", "95%"), seldom
 * its category, so a category word they never use says nothing about whether they cover the question.
 */
export function answerCategory(ask: string): string[] {
  const words =
    /^\W*(?:and |so )?(?:which|what)\s+(?:(?:kind|type|sort)s? of\s+)?(.*)$/iu
      .exec(askingSentence(ask))?.[1]
      .toLowerCase()
      .split(/\s+/) ?? [];
  // Up to three words, then the verb that ends the phrase ("… algorithm does Mynah …"): without one,
  // the words may be the subject itself ("Which sourdough starter rises best?").
  const verb = words.slice(1, 4).findIndex((word) => AUXILIARY.test(word));
  return verb < 0 ? [] : words.slice(0, verb + 1).map((word) => word.replace(/[^\p{L}\p{N}_-]/gu, ''));
}
const AUXILIARY = /^(is|are|was|were|does|do|did|can|could|should|would|will|must|may|might|has|have|had)$/i;

/** Text as compared for a product's name: case, possessives and spacing aside. */
const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/\s+/g, ' ');

/** "How many customers does Zendesk have": a count of another company's own. */
const HAS_HOW_MANY = /\bhow many \w+ (does|do) \S+ have\b/i;

/** A comparison with the market rather than with another part of the product. */
const MARKET =
  /\b(mynah|competitors?|alternatives?|rivals?|other (tools|platforms|vendors|products|providers|solutions))\b/i;

/**
 * What Mynah's plans page prices (Plans, prices and overage): the plans, seats, MAU blocks and VoiceX
 * minutes. A price question naming one of these, and no other company, is covered; "what does Mynah
 * charge for onboarding" names none and is not.
 */
const MYNAH_BILLING = new RegExp(
  `\\b(${PLANS}|plans?|seats?|mau|monthly active users|overage|voicex minutes?|minutes? of voicex|add-?ons?)\\b`,
  'i',
);

/** The note of a fact about a company, Mynah or another: its finances, staff, owners, offices or contacts. */
const COMPANY_FACTS_NOTE =
  'the docs do not give facts about companies, such as their finances, staff, owners or contacts';

/** The note of a price the docs do not give (also when no passage found for a price question states one). */
export const PRICES_NOTE = 'the docs give no prices beyond those of Mynah’s plans, seats and overage';

/**
 * Kinds of fact the docs do not give, however a question names a thing they do mention: what a
 * partner or another product costs, how Mynah compares with other products, facts about companies
 * (Mynah's or another's: finances, staff, jobs, offices, reviews, another's figures and teams, how
 * many servers or engineers Mynah has), dates of what is not released yet,
 * live service status, payment providers' payout terms, personal advice (taxes, law, contracts, health,
 * investments) and what to buy. Each with the words that ask for it, what keeps a
 * question covered despite them (`unless`), and the note the refusal shows.
 */
const NOT_IN_THE_DOCS: {asks: RegExp; unless?: (ask: string) => boolean; note: string}[] = [
  {
    // Before prices: "is Mynah cheaper than Intercom" asks for a comparison the docs never make.
    asks: /^(?=.*\b((cheaper|pricier|better|worse|faster|slower|more expensive|less expensive)( (fit|choice|option|pick|value|deal))? than|(more|less) suitable than|compare[sd]? (to|with)|comparison (to|with|of)|versus|vs\.?)\b)/i,
    unless: (ask) => !OTHER_COMPANY.test(ask) && !MARKET.test(ask),
    note: 'the docs do not compare Mynah with other products',
  },
  {
    // Before prices: "stock price" asks about the company, not a product.
    asks: /\b(stock (price|market|exchange|options?|ticker)|share price|shareholders?|publicly traded|ipo|go(ing)? public|revenue|valuation|employees|headcount|ceo|cto|founder|founded|headquarters?|acquired|acquisition|investors?|funding|salary|salaries|customers does|sales team|sales reps?|contact sales|(careers|jobs|job openings|open roles|internships?) (at|with) mynah|(mynah( labs)?|the company|you) (is |are )?(currently )?hiring|(mynah( labs)?|the company)['’]?s? (leadership|executive|management|founding) team|board of directors|(customer|user|annual|partner|developer) (conference|summit)|mynah (conference|summit|community events?)|mynah'?s? offices?|offices of mynah|where is (mynah|the company)[^?]{0,30}\b(based|headquartered)|case stud(y|ies)|which companies use|customer logos|g2|capterra|gartner|forrester|trustpilot)\b|^(?=.*\b(ratings?|rated|stars?)\b)(?=.*\b(app store|play store|google play)\b)/i,
    note: COMPANY_FACTS_NOTE,
  },
  {
    // Another company's own staff, figures and internals: "Twilio's support team", "Meta's approval rate",
    // "how many customers does Zendesk have". Said of the company itself (its possessive, or "does X
    // have"), so "our support team works in Slack" stays covered.
    asks: /\b((support|sales|engineering|customer success) (team|staff|reps?|hours)|approval rate|acceptance rate|rejection rate|success rate|market share|uptime)\b|\bhow many \w+ (does|do) \S+ have\b/i,
    unless: (ask) => !OTHER_POSSESSIVE.test(ask) && !(OTHER_COMPANY.test(ask) && HAS_HOW_MANY.test(ask)),
    note: 'the docs do not give other companies’ own figures, staff or internals',
  },
  {
    // Another company's own plans, editions and accounts, or its API's own limits: "Zendesk's Suite Team
    // plan", "HubSpot's API request limit". The docs say how Mynah connects to a product, never what the
    // product's own editions include; WhatsApp's and Meta's messaging rules are documented and stay covered.
    asks: new RegExp(
      `${OTHER_POSSESSIVE.source}[^?.]{0,40}\\b(plans?|tiers?|editions?|free|paid|professional|premium|suite|accounts?|subscriptions?|(api|request|rate|call) (limits?|allowances?)|quotas?|allowances?)\\b|${OTHER_COMPANY.source}( \\w+){0,2} edition\\b`,
      'i',
    ),
    unless: (ask) => /\b(whatsapp|meta)['’]s\b/i.test(ask),
    note: 'the docs do not describe other companies’ own plans, editions or limits',
  },
  {
    // Another product used on its own, which its own docs cover: "build a chatflow in HubSpot's own
    // inbox", "… without Mynah". ("Does the ticket also appear in Zendesk itself?" stays covered.)
    asks: new RegExp(
      `\\bwithout (using |going through )?mynah\\b|^(?=.*${OTHER_COMPANY.source})(?=.*['’]s own (\\w+ ){0,2}(inbox|app|ui|interface|dashboard|console|editor|builder|bot|chatbot|workflows?|tools?|help ?desk|crm|portal)\\b)`,
      'i',
    ),
    note: 'the docs cover Mynah and how it works with other products, not how to use those products on their own',
  },
  {
    // Figures about the market rather than the product: what other companies typically score or do.
    asks: /\bindustry[- ](average|benchmark|standard|norm)s?\b|\b(industry|sector|market) (averages?|benchmarks?)\b|\bbenchmarks? (for|across) (the |our |your )?(\w+[- ])?(industry|sector|companies|teams|brands)\b/i,
    note: 'the docs do not give industry benchmarks or averages',
  },
  {
    // How Mynah itself is built and staffed, which its docs for customers do not describe.
    asks: /\bhow many (servers|data ?cent(er|re)s|machines|developers|engineers|employees|people) (does|do|work|run|are)\b|\b((backend|back end|platform|code ?base|software|mynah) (is |was )?written in|tech(nology)? stack|cloud provider)\b/i,
    unless: (ask) => !/\b(mynah|voicex|studio|your)\b/i.test(ask),
    note: COMPANY_FACTS_NOTE,
  },
  {
    // Who holds a post at a company: "who is Mynah's head of support".
    asks: /\bwho('s| is| are| was)\b.*\b((head|vp|vice president|director|president)s? of (support|sales|engineering|marketing|product|customer \w+|operations|finance|people|security|design|partnerships)|chief \w+ officer|ceo|cto|cfo|coo)\b/i,
    note: COMPANY_FACTS_NOTE,
  },
  {
    // Mynah's own plans, seats and overage are priced in the docs; what others charge is not.
    asks: ASKS_PRICE,
    // "Who bills us for WhatsApp charges?" asks for a party, which the docs do name, not an amount; "how
    // long does Mynah keep retrying the charge?" asks for a time.
    unless: (ask) => (MYNAH_BILLING.test(ask) && !namesOtherCompany(ask)) || asksWho(ask) || ASKS_TIME.test(ask),
    note: PRICES_NOTE,
  },
  {
    asks: /\b(when will \w+ (launch|release|ship|add|support|get)|(when|(on |by )?what date|which (day|month|year)) will [^?]{1,50}\b(be )?(released|launched|available|out|shipped|generally available)\b|(next|upcoming|planned) price (increase|rise|change|hike)|will (mynah|you|they) (ever )?(support|add|offer|launch|release)|release date|roadmap|upcoming|coming soon|in the works|eta (for|on)|next major version|planning (an?|to)|(does|do|is|are) (?!we |i |you )\S+( \S+)? (plan|plans|planning|intend|going) to (bring|add|launch|release|support|offer|build|ship|revive|restore|reintroduce))\b/i,
    note: 'the docs describe the product as it is and give no release dates or plans',
  },
  {
    // What is happening now: the docs describe how the product works, not today's incidents.
    asks: /\b(is \w+ down|(outage|downtime|incident)s? (today|yesterday|right now|this (morning|week)|last (night|week|month))|currently (down|experiencing))\b/i,
    note: 'the docs do not report live service status or incidents',
  },
  {
    // When a payment provider pays a merchant: its payouts are its own terms, set in its dashboard and
    // contract, not in Mynah (the docs cover taking payments, never the provider paying out).
    asks: /\b(payouts?|pay(s|ing)? out|paid out)\b/i,
    note: "the docs do not give payment providers' own terms, such as when they pay out",
  },
  {
    // The answerer's opinion or a forecast: the docs state how the product works, not views or predictions.
    // A forecast says "will" or "should" and a span in words ("within five years"): "deleted in 7 years"
    // is a retention period the docs may well give.
    asks: /\b(in your (own |personal )?(opinion|view)|(do|what do) you (personally )?think|would you say|your (personal )?(opinion|view|take|thoughts))\b|^(?=.*\b(will|should)\b).*\b((within|in) (the next |the coming )?([a-z]+ )?(years?|decades?)( from now)?|next year)\W*$/i,
    note: 'the docs do not give opinions or forecasts',
  },
  {
    // Advice for the reader's own life or business that no product's docs give: taxes, law, visas.
    asks: /\b((file|filing|pay|paying|do|doing) (my |our |your )?(income |personal |company )?tax(es)?|tax (return|returns|advice|law|laws)|legal advice|lawyer|attorney|visa|immigration|lawsuit|sue|liability cap|limitation of liability|indemnif\w*|medical advice|diagnos(e|is)|prescri(be|ption)|investment advice|should (i|we) invest)\b/i,
    note: 'the docs do not give tax, legal or other personal advice',
  },
  {
    // Marketing advice: when to send for the most opens or sales, which depends on the audience; the docs
    // say how to schedule and throttle a send, not when it sells best.
    asks: /\b(best|optimal|ideal|right) (time|times|day|days|hour|hours|moment)( of (the )?(day|week))?( and (hour|time))? (to|for) (send|sending|post|posting|message|messaging|email|emailing|text|texting|reach|run)\b/i,
    note: 'the docs do not give marketing advice, such as the best time to send',
  },
  {
    // Shopping advice: which device or furniture to buy. The docs name no hardware for agents or readers.
    asks: /^(?=.*\b(best|buy|buying|purchase|recommend|recommended)\b)(?=.*\b(laptops?|computers?|pcs|headsets?|headphones|webcams?|desks?|chairs?)\b)/i,
    note: 'the docs do not recommend hardware or other things to buy',
  },
  {
    // A request to write rather than a question to answer.
    asks: /^(please )?(write|compose|draft|translate|generate|tell me a joke|sing)\b/i,
    note: 'Ask AI answers questions from the docs; it does not write or translate text',
  },
];

/** Words that say something about the subject only weakly when a typo is all that matches them. */
const LOOSE_MATCH = 0.6;

/** The question's words as coverage weighs them: the story's at storyWeight of their ranking weight. */
export function coverageWords(words: QuestionWord[], storyWeight: number): QuestionWord[] {
  return words.map((w) => (w.weight < 1 ? {...w, weight: w.weight * storyWeight} : w));
}

export function coverageSignals(
  retrieval: Retrieval,
  sectionTerms: (section: RetrievedSection) => Set<string>,
  bestPassage: number,
  ask = retrieval.focus?.ask ?? '',
): CoverageSignals {
  const {words, sections} = retrieval;
  let total = 0;
  let unknown = 0;
  let topic = 0;
  const unknownWords: string[] = [];
  const offTopicWords: string[] = [];
  // Words of the asking clause only: a story may name anything ("our dental clinic").
  const category = answerCategory(ask);
  for (const word of [...words].sort((a, b) => b.idf - a.idf)) {
    if (word.weight < 1) continue;
    total += word.idf;
    // "Which algorithm …": the kind of answer wanted, which the docs name by the answer ("HMAC-SHA256").
    // "co-browsing": parts the docs use, named together in a way they never are.
    if (word.compound) {
      unknown += word.idf;
      if (!unknownWords.includes(word.compound)) unknownWords.push(word.compound);
    } else if (!category.includes(word.word) && !word.candidates.some((c) => c.weight >= LOOSE_MATCH)) {
      unknown += word.idf;
      unknownWords.push(word.word);
    }
    if (word.topic !== false) topic += word.idf;
    else offTopicWords.push(word.word);
  }
  let section = 0;
  const pages = new Map<string, Set<string>>();
  for (const s of sections) {
    const terms = sectionTerms(s);
    section = Math.max(section, coverage(words, s.context, [{terms, share: 1}]));
    const key = s.path.split('#')[0];
    const all = pages.get(key) ?? new Set<string>();
    for (const t of s.context) all.add(t);
    for (const t of terms) all.add(t);
    pages.set(key, all);
  }
  const asking = words.filter((w) => w.weight >= 1).sort((a, b) => b.idf - a.idf);
  const rarest = asking.slice(0, 2).map((w) => ({...w, weight: 1}));
  let page = 0;
  let rare = 0;
  for (const terms of pages.values()) {
    const share = coverage(words, terms);
    if (share > page) {
      page = share;
      rare = rarest.length > 0 ? coverage(rarest, terms) : 1;
    }
  }
  return {
    unknown: total > 0 ? unknown / total : 1,
    section,
    passage: bestPassage,
    page,
    rare,
    topic: total > 0 ? topic / total : 0,
    unknownWords,
    offTopicWords,
    ...unmentioned(ask, sections),
  };
}

/** The first product of another company the ask names that no retrieved section's text mentions. */
function unmentioned(ask: string, sections: RetrievedSection[]): {unmentionedProduct?: string} {
  const products = otherProducts(ask);
  if (products.length === 0) return {};
  const texts = sections.map((s) => plain([s.page, s.section ?? '', ...s.blocks].join(' ')));
  const missing = products.find((p) => !texts.some((t) => t.includes(plain(p))));
  return missing ? {unmentionedProduct: missing} : {};
}

export type CoverageDecision = {covered: true} | {covered: false; note: string | null};

/** The decision, from the question's asking clause and the retrieval's signals. */
export function decideCoverage(
  ask: string,
  signals: CoverageSignals,
  o: CoverageTuning = COVERAGE_DEFAULTS,
): CoverageDecision {
  for (const kind of NOT_IN_THE_DOCS) {
    if (!kind.asks.test(ask) || kind.unless?.(ask)) continue;
    return {covered: false, note: kind.note};
  }
  // Which words the docs do not cover, as the reader wrote them.
  const named = (words: string[] | undefined): string =>
    (words ?? [])
      .slice(0, 2)
      .map((w) => `“${new RegExp(`\\b${w.replace(/[^\p{L}\p{N}]/gu, '')}\\b`, 'iu').exec(ask)?.[0] ?? w}”`)
      .join(' or ');
  if (signals.unmentionedProduct) return {covered: false, note: `the docs never mention ${signals.unmentionedProduct}`};
  if (signals.unknown > o.maxUnknown) {
    return {
      covered: false,
      note: signals.unknownWords?.length ? `the docs never mention ${named(signals.unknownWords)}` : null,
    };
  }
  if (signals.topic < o.minTopic) {
    return {
      covered: false,
      note: signals.offTopicWords?.length ? `no page of the docs is about ${named(signals.offTopicWords)}` : null,
    };
  }
  if (signals.section < o.minSection || signals.passage < o.minPassage) return {covered: false, note: null};
  if (signals.rare === 0 && signals.page < o.minPageWithoutRare) return {covered: false, note: null};
  return {covered: true};
}
