import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../src/plugins/search-index/extract';
import {buildIndex} from '../../src/plugins/search-index/build-index';
import {
  buildAliases,
  buildExpansions,
  glossaryExpansions,
  readerExpansions,
  readerRelated,
  wordnetRelated,
} from '../../src/plugins/search-index/build-vocabulary';
import type {WordNet} from '../../src/plugins/search-index/wordnet';
import {GOAL_PHRASES} from '../../src/search/goal-phrases';
import {readRouteList} from '../../scripts/lib/required-routes';
import fs from 'node:fs';
import {SearchEngine, isCode} from '../../src/search/engine';
import {identifiers} from '../../src/search/tokenize';
import {KIND_WEIGHT, pageKind, queryIntent} from '../../src/search/intent';
import {expansionsOf, indexByFirst, matchExpansions, phraseTerms, platformTerms} from '../../src/search/vocabulary';
import {withOperationIds} from '../../src/plugins/search-index/openapi-ids';

const SITE = 'https://docs.example.com';

function html(title: string, description: string, body: string): string {
  return `<html><head><title>${title} | Mynah Docs</title><meta name=description content="${description}">
<meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=docs-default-current></head>
<main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></main></html>`;
}

/** A small made-up site: an API operation, the API introduction, concept, glossary, guide and release notes. */
const PAGES: [string, string][] = [
  [
    '/api/update-order',
    html(
      'Update order',
      'Changes the items of an open order.',
      `<p>PATCH/orders/{order_id}/items<p>Send the x-correlation-id header to trace a request.
       <p>An order that is already shipped gets 409 order_locked.`,
    ),
  ],
  [
    '/api',
    html(
      'Example REST API',
      'Keys, errors and rate limits of the example API.',
      `<h2 id=errors>Errors</h2><p>Every error names a code such as order_locked or quota_exceeded.
       <h2 id=rate-limits>Rate limits</h2><p>Too many requests per second are rejected.`,
    ),
  ],
  [
    '/docs/platform_concepts/orders',
    html(
      'Orders',
      'How orders move from open to shipped.',
      '<p>An order collects items until it ships.<h2 id=errors>Errors</h2><p>ORD4092 means the order is locked.',
    ),
  ],
  [
    '/docs/glossary/wrap-time',
    html(
      'Wrap time (WT)',
      'The minutes an agent spends on notes after a conversation ends.',
      '<p>Wrap time, also called after-call work, ends when the agent takes the next conversation.',
    ),
  ],
  [
    '/docs/cookbooks/order-reminders',
    html(
      'Remind shoppers about open orders',
      'A guide that messages shoppers whose orders stay open.',
      '<p>Orders that stay open for a day get a reminder with the order items and a link.',
    ),
  ],
  [
    '/docs/updates/2025/jan',
    html('January 2025 release notes', 'Orders, order items and reminders changed.', '<p>Orders now ship faster.'),
  ],
  [
    '/docs/platform_concepts/personalise',
    html(
      'Personalise messages',
      'Insert profile values into a message.',
      '<p>Write {{contact.email}} in a text node to insert the address. Call openConversation() from the app.',
    ),
  ],
  [
    '/docs/platform_concepts/agent-reports',
    html('Agent reports', 'Numbers per agent for supervisors.', '<p>The report shows wrap time by agent and by day.'),
  ],
  [
    '/docs/platform_concepts/inbox/canned-responses',
    html('Canned responses', 'Reusable answers agents insert in a chat.', '<p>Type / in the composer to pick one.'),
  ],
  [
    '/docs/platform_concepts/inbox/composer',
    html('The composer', 'Where agents write replies.', '<p>Agents write and format replies here.'),
  ],
  [
    '/docs/glossary/idempotency',
    html(
      'Idempotency',
      'Repeating a request has the same effect as sending it once.',
      '<p>Send an Idempotency-Key header with a unique value on POST requests.',
    ),
  ],
  [
    '/docs/platform_concepts/outbox',
    html('Outbox', 'Messages waiting to be sent.', '<p>Send a call again from the outbox when it failed twice.'),
  ],
  [
    '/docs/platform_concepts/apps/freshdesk',
    html(
      'Freshdesk',
      'Connect Freshdesk to raise and sync tickets.',
      '<p>Freshdesk tickets sync both ways. Import Freshdesk canned responses to use them in Mynah.',
    ),
  ],
  [
    '/docs/platform_concepts/contacts',
    html('Contact fields', 'The standard fields of a contact.', '<p>Each contact has an email and a phone.'),
  ],
];

/** The operation ids of the made-up OpenAPI description, as the build reads them from api/*.json. */
const OPERATION_IDS = new Map([['PATCH /orders/{order_id}/items', 'replaceOrderItems']]);

const records = PAGES.flatMap(([routePath, page]) =>
  withOperationIds(extractRecords(page, {routePath, siteUrl: SITE}), OPERATION_IDS),
);
const engine = new SearchEngine(buildIndex(records, SITE, ['glossary', 'platform', 'goals']));
const bare = new SearchEngine(buildIndex(records, SITE, []));

function pages(query: string, searchEngine = engine): string[] {
  return [...new Set(searchEngine.search(query).ranked.map((r) => searchEngine.unit(r.unit).path))];
}

describe('code identifiers', () => {
  it('reads dotted, hyphenated, templated and pathed identifiers as one term each', () => {
    const found = (text: string): string[] => identifiers(text).map((i) => i.term);
    expect(found('send x-correlation-id')).toEqual(['xcorrelationid']);
    expect(found('Hello {{contact.email}}')).toEqual(['contactemail']);
    expect(found('PATCH /orders/{order_id}/items')).toEqual(
      expect.arrayContaining(['ordersorderiditem'.replace('item', 'items'), 'patchordersorderiditems']),
    );
    // A lone path segment is an ordinary word.
    expect(found('see /orders')).toEqual([]);
    // Digits alone are a date, a decimal, a version or a phone number, not a name: "1.5" is not 15.
    expect(found('Wait 2.5 s, from 2031-02-14, on SDK 7.1.3, or call 0161-555-0199')).toEqual([]);
    expect(found('retry on error E-1042 with sdk_v2')).toEqual(['e1042', 'sdkv2']);
  });

  it('weighs a pasted error code above the common words around it', () => {
    // "order" and "locked" are everywhere in the made-up docs; "ORD4092" is on one page only.
    expect(isCode('ORD4092')).toBe(true);
    expect(isCode('CSAT')).toBe(false);
    expect(engine.plan('ORD4092 order locked').candidates[0]).toEqual([{term: 'ord4092', weight: 1.5}]);
    expect(pages('ORD4092 order locked')[0]).toBe('/docs/platform_concepts/orders');
    expect(queryIntent('ORD4092 order', 2)).toBe('task');
  });

  it('finds the operation page for its method and path, typed with or without braces', () => {
    expect(pages('PATCH /orders/{order_id}/items')[0]).toBe('/api/update-order');
    expect(pages('/orders/order_id/items')[0]).toBe('/api/update-order');
  });

  it('matches a header name and a template variable exactly', () => {
    expect(pages('x-correlation-id')[0]).toBe('/api/update-order');
    expect(pages('{{contact.email}}')[0]).toBe('/docs/platform_concepts/personalise');
  });

  it('matches a camelCase SDK method name', () => {
    expect(pages('openConversation')[0]).toBe('/docs/platform_concepts/personalise');
  });

  it('finds an operation by the id the OpenAPI description gives it, though the page never prints it', () => {
    const line = records.find((r) => r.content?.startsWith('PATCH/orders'));
    expect(line?.content).toBe('PATCH/orders/{order_id}/items · replaceOrderItems');
    expect(pages('replaceOrderItems')[0]).toBe('/api/update-order');
  });

  it('reads an unknown camelCase name as its words', () => {
    // No page holds "shipOrders"; its words still find the orders pages.
    expect(engine.plan('shipOrders').words).toEqual(['ship', 'order']);
    expect(pages('shipOrders')).toContain('/docs/platform_concepts/orders');
  });
});

describe('intent and page kind', () => {
  it('reads API intent from methods, paths, status codes and snake_case codes', () => {
    expect(queryIntent('DELETE the order', 3)).toBe('api');
    expect(queryIntent('replaceOrderItems', 1)).toBe('api');
    expect(queryIntent('archive an order with the api', 3)).toBe('api');
    expect(queryIntent('409 order_locked', 2)).toBe('api-general');
    expect(queryIntent('x-correlation-id', 1)).toBe('api-general');
    expect(queryIntent('api throttling', 2)).toBe('api-general');
    expect(queryIntent('orders', 1)).toBe('concept');
    expect(queryIntent('why do orders not ship', 3)).toBe('symptom');
  });

  it('reads a reported fault as a symptom, which prefers feature pages to operation references', () => {
    expect(queryIntent('invoice pdf shows blank totals', 4)).toBe('symptom');
    expect(queryIntent("coupon code won't apply at checkout", 5)).toBe('symptom');
    expect(queryIntent('refund stuck in pending', 3)).toBe('symptom');
    expect(queryIntent('print shipping labels for a pallet', 4)).toBe('task');
    expect(KIND_WEIGHT.symptom['api-operation']).toBeLessThan(KIND_WEIGHT.symptom.concept);
  });

  it('puts the API introduction first for what every operation shares', () => {
    expect(pages('too many requests per second api')[0]).toBe('/api');
    expect(pages('quota_exceeded error')[0]).toBe('/api');
  });

  it('classifies pages by their path', () => {
    expect(pageKind('/api')).toBe('api-intro');
    expect(pageKind('/api/update-order')).toBe('api-operation');
    expect(pageKind('/docs/glossary/wrap-time')).toBe('glossary');
    expect(pageKind('/docs/updates/2025/jan')).toBe('release');
  });

  it('puts API pages first for an error code with its status', () => {
    const top = pages('409 order_locked').slice(0, 2);
    expect(top).toEqual(expect.arrayContaining(['/api/update-order']));
    expect(top.every((p) => p.startsWith('/api'))).toBe(true);
  });

  it('puts the concept page above the guide and the release notes for a bare concept term', () => {
    const ranked = pages('orders');
    expect(ranked[0]).toBe('/docs/platform_concepts/orders');
    expect(ranked.indexOf('/docs/updates/2025/jan')).toBeGreaterThan(ranked.indexOf('/docs/cookbooks/order-reminders'));
  });
});

describe('vocabulary layer', () => {
  it('takes the glossary title forms and prose aliases as expansions', () => {
    const rows = glossaryExpansions(records).map((e) => `${e.from.join(' ')}→${e.to.join(' ')}`);
    expect(rows).toContain(`${phraseTerms('after-call work').join(' ')}→${phraseTerms('Wrap time').join(' ')}`);
    expect(rows).toContain(`wt→${phraseTerms('Wrap time').join(' ')}`);
  });

  it("reaches a page that uses only the glossary's own name when the reader types an alias", () => {
    const reports = '/docs/platform_concepts/agent-reports';
    expect(pages('after-call work', bare)).not.toContain(reports);
    expect(pages('after-call work').slice(0, 2)).toContain(reports);
  });

  it('matches the longest phrase first and leaves the other words alone', () => {
    const byFirst = indexByFirst([
      ...expansionsOf('canned responses', ['macros']),
      ...expansionsOf('agent handover', ['live agent transfer', 'agent transfer']),
    ]);
    const seq = phraseTerms('set up live agent transfer and macros');
    const matches = matchExpansions(seq, byFirst);
    expect(matches.map((m) => seq.slice(m.start, m.end).join(' '))).toEqual([
      phraseTerms('live agent transfer').join(' '),
      phraseTerms('macros').join(' '),
    ]);
  });

  it("drops another platform's one-word term when the docs already use the word widely", () => {
    const widely = buildExpansions([], ['platform'], () => 1000);
    expect(widely.every((e) => e.from.length > 1)).toBe(true);
    const seldom = buildExpansions([], ['platform'], (term) => (term === 'macro' ? 0 : 5));
    expect(seldom.some((e) => e.from.join(' ') === 'macro')).toBe(true);
  });

  it("indexes another platform's terms on the page its entry names, which reader words around them keep", () => {
    const aliases = (buildAliases(['platform']).get('/docs/platform_concepts/inbox/canned-responses') ?? []).flatMap(
      (a) => a.phrases,
    );
    expect(aliases).toContain('macros');
    // "macros" is nowhere in the made-up pages; with the reader's "write" it still lands on the page.
    expect(pages('macros agents write', bare)[0]).toBe('/docs/platform_concepts/inbox/composer');
    expect(pages('macros agents write')[0]).toBe('/docs/platform_concepts/inbox/canned-responses');
  });

  it("counts a vendor's name less beside one of its terms: the reader wants Mynah's page for the term", () => {
    // "Freshdesk" is the title of its app page; beside "macros", a term the map rewrites, it names where
    // the reader comes from.
    expect(pages('freshdesk macros', bare)[0]).toBe('/docs/platform_concepts/apps/freshdesk');
    expect(pages('freshdesk macros')[0]).toBe('/docs/platform_concepts/inbox/canned-responses');
    // Alone, or with words the map does not rewrite, the name still finds its app.
    expect(pages('freshdesk')[0]).toBe('/docs/platform_concepts/apps/freshdesk');
    expect(pages('freshdesk ticket sync')[0]).toBe('/docs/platform_concepts/apps/freshdesk');
  });

  it('relates a common, unambiguous English word the docs seldom use to synonyms the docs prefer', () => {
    const sense = (synset: string, rank: number, count: number) => ({synset, rank, count});
    const wordnet: WordNet = {
      senses: new Map([
        // Common (35 tags over two senses); its second sense is followed, a third would not be.
        ['tidy', [sense('v10', 1, 20), sense('a11', 2, 15), sense('v13', 3, 0)]],
        // Common, but the docs use "wash" only five times as often as "scrub".
        ['scrub', [sense('v20', 1, 40)]],
        // Too rare in English to trust (SemCor tags it twice).
        ['declutter', [sense('v10', 4, 2)]],
        // Five senses: too ambiguous.
        ['sweep', [1, 2, 3, 4, 5].map((rank) => sense('v10', rank, 10))],
        // Many synonyms in the docs: only the first two are kept.
        ['gather', [sense('v30', 1, 60)]],
      ]),
      synsets: new Map([
        ['v10', {words: ['tidy', 'neaten', 'clean', 'sweep', 'declutter'], hypernyms: ['v12']}],
        ['a11', {words: ['tidy', 'neat', 'orderly'], hypernyms: []}],
        ['v12', {words: ['arrange'], hypernyms: []}],
        ['v13', {words: ['tidy', 'straighten'], hypernyms: []}],
        ['v20', {words: ['scrub', 'wash'], hypernyms: []}],
        ['v30', {words: ['gather', 'collect', 'aggregate', 'pool'], hypernyms: []}],
      ]),
    };
    const inDocs = new Map([
      ['tidy', 1],
      ['clean', 40],
      ['orderly', 12],
      ['arrang', 30],
      ['straighten', 50],
      ['scrub', 3],
      ['wash', 15],
      ['collect', 20],
      ['aggregat', 20],
      ['pool', 20],
    ]);
    const unitsWith = (t: string): number => inDocs.get(t) ?? 0;
    const related = wordnetRelated(unitsWith, wordnet);
    // "neaten" is not in the docs; "straighten" is a rare (third) sense; the general "arrange" is not followed.
    expect(related.get('tidy')).toEqual(['clean', 'orderly']);
    expect(related.has('scrub')).toBe(false);
    expect(related.has('declutter')).toBe(false);
    expect(related.has('sweep')).toBe(false);
    expect(related.get('gather')).toEqual(['collect', 'aggregat']);
    // The docs use "clean" widely: it keeps its own meaning.
    expect(related.has('clean')).toBe(false);
    // Hypernyms, when asked for, come after the synonyms of the same sense.
    expect(wordnetRelated(unitsWith, wordnet, {hypernyms: true, targets: 3}).get('tidy')).toEqual([
      'clean',
      'arrang',
      'orderly',
    ]);
    expect(wordnetRelated(unitsWith, null).size).toBe(0);
  });

  it("finds a page by a reader's goal written for it, in words the page does not use", () => {
    const page = '/docs/glossary/idempotency';
    expect(GOAL_PHRASES[page]).toContain('retry without creating duplicates');
    expect(pages('retry without duplicates', bare)[0]).not.toBe(page);
    expect(pages('retry without duplicates')[0]).toBe(page);
  });

  it("keeps reader goals in a field of their own, which Ask AI's search may weigh less", () => {
    const page = '/docs/glossary/idempotency';
    const goalPages = (goalWeight: number): string[] => [
      ...new Set(engine.search('retry without duplicates', {goalWeight}).ranked.map((r) => engine.unit(r.unit).path)),
    ];
    expect(goalPages(1)[0]).toBe(page);
    expect(goalPages(0)[0]).not.toBe(page);
    // Other platforms' names are aliases, not goals: they count in full whatever the goals' weight.
    expect(
      [
        ...new Set(engine.search('macros agents write', {goalWeight: 0}).ranked.map((r) => engine.unit(r.unit).path)),
      ][0],
    ).toBe('/docs/platform_concepts/inbox/canned-responses');
  });

  it('names only pages that exist, in the goal phrases and the platform map', () => {
    const known = new Set(readRouteList().routes.map((r) => r.path));
    // API pages built from the OpenAPI description: the pages it links to, and one per webhook event.
    const spec = fs.readFileSync('openapi/mynah.yaml', 'utf8');
    for (const m of spec.matchAll(/\]\((\/api\/[^)#\s]+)\)/g)) known.add(m[1]);
    for (const m of spec.matchAll(/^ {2}([a-z]+)\.([a-z]+):$/gm))
      known.add(`/api/webhooks/${m[1]}-${m[2]}`).add('/api/webhooks');
    const source = (p: string): boolean =>
      ['.md', '.mdx', '/index.md', '/index.mdx'].some((ext) =>
        fs.existsSync(`${p.replace(/^\/docs\//, 'docs/')}${ext}`),
      );
    const pagesNamed = [...Object.keys(GOAL_PHRASES), ...platformTerms.map((e) => e.page)];
    expect(pagesNamed.filter((p) => !known.has(p) && !source(p))).toEqual([]);
    for (const goals of Object.values(GOAL_PHRASES)) expect(goals.length).toBeGreaterThan(0);
  });

  it('gives every reviewed platform entry terms, our words and a page', () => {
    for (const entry of platformTerms) {
      expect(entry.terms.length).toBeGreaterThan(0);
      expect(phraseTerms(entry.ours).length).toBeGreaterThan(0);
      expect(entry.page).toMatch(/^\/(docs|api)\//);
    }
  });
});

describe('reader thesaurus', () => {
  const inDocs = new Map([
    ['supervisor', 30],
    ['admin', 0],
    ['gizmo', 1],
    ['order', 200],
    ['purchas', 40],
    ['idempotency', 20],
    ['duplicat', 9],
  ]);
  const unitsWith = (t: string): number => inDocs.get(t) ?? 0;

  it("relates a reader's word the docs seldom use to the docs' words, and leaves the docs' own words alone", () => {
    const related = readerRelated(unitsWith, [
      ['boss', ['supervisor', 'admin']],
      ['gizmo', ['widget']],
      ['order', ['purchase']],
    ]);
    // "admin" and "widget" are not in the docs; "order" is a word the docs use widely in their own sense.
    expect(related.get('boss')).toEqual(['supervisor']);
    expect(related.has('gizmo')).toBe(false);
    expect(related.has('order')).toBe(false);
  });

  it('rewrites a phrase to all its targets, unless the docs use the phrase themselves', () => {
    const entries: [string, string[]][] = [
      ['sent twice', ['duplicate', 'idempotency']],
      ['open orders', ['purchase']],
    ];
    const rows = (recs: typeof records) =>
      readerExpansions(recs, unitsWith, entries).map((e) => `${e.from.join(' ')}→${e.to.join(' ')}`);
    expect(rows(records)).toEqual(['sent twic→duplicat idempotency', 'open order→purchas']);
    // A phrase found in more than a dozen records is the docs' own wording.
    const cookbook = records.filter((r) => r.content?.includes('open for a day'));
    expect(rows(Array.from({length: 13}, () => cookbook).flat())).toEqual(['sent twic→duplicat idempotency']);
  });

  it("finds the page in the docs' words for a reader's word or phrase the pages never use", () => {
    const readers = new SearchEngine(buildIndex(records, SITE, ['readers']));
    expect(pages('boss', bare)).toEqual([]);
    expect(pages('boss', readers)[0]).toBe('/docs/platform_concepts/agent-reports');
    expect(pages('requests sent twice', bare)[0]).not.toBe('/docs/glossary/idempotency');
    expect(pages('requests sent twice', readers)[0]).toBe('/docs/glossary/idempotency');
  });
});
