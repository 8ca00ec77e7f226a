import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../src/plugins/search-index/extract';
import {buildIndex} from '../../src/plugins/search-index/build-index';
import {MAX_RANKED, SearchEngine, boundedDistance, headingLengthNorm, letterMask} from '../../src/search/engine';
import {decodeIds, encodeIds, packIndex, slugOf, unpackIndex} from '../../src/search/index-format';
import {createLocalClient, type SearchResult} from '../../src/search/local-client';
import {snippet, createMatcher} from '../../src/search/highlight';
import {stem, queryTerms} from '../../src/search/tokenize';

const SITE = 'https://docs.example.com';

function html(title: string, description: string, body: string): string {
  return `<html><head><title>${title} | Mynah Docs</title><meta name=description content="${description}">
<meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=docs-default-current></head>
<main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></main></html>`;
}

const PAGES: [string, string][] = [
  [
    '/docs/platform_concepts/inbox/tickets',
    html(
      'Tickets',
      'Work asynchronous cases in Inbox: statuses, priorities, SLA timers and merging.',
      `<p>A ticket is a case that does not need an answer within minutes.
       <h2 id=statuses>Statuses</h2><p>Every ticket has exactly one status: open, pending or closed.
       <h2 id=merging-tickets>Merging tickets</h2><p>Merge duplicates into one ticket.`,
    ),
  ],
  [
    '/docs/platform_concepts/engagement/templates',
    html(
      'Message templates',
      'Create and submit WhatsApp templates for approval before you send campaigns.',
      `<p>Templates are pre-approved messages.<h2 id=whatsapp-templates>WhatsApp templates</h2>
       <p>Submit the template to Meta &amp; wait for approval <b>before</b> scheduling.`,
    ),
  ],
  [
    '/docs/glossary/knowledge-base',
    html(
      'Knowledge base (KB)',
      'A knowledge base is the set of documents a bot answers from.',
      '<p>Upload files to the KB.',
    ),
  ],
  [
    '/docs/updates/2024/jan',
    html(
      'January 2024 release notes',
      'Ticket merging and WhatsApp template changes shipped in January.',
      '<p>Tickets can be merged.',
    ),
  ],
];

/** The records of [route path, HTML] pages, as the index build reads them. */
const recordsOf = (pages: [string, string][]) =>
  pages.flatMap(([routePath, page]) => extractRecords(page, {routePath, siteUrl: SITE}));
/** A search engine over its own pages, for a ranking that needs pages written for it. */
const engineOf = (pages: [string, string][]) => new SearchEngine(buildIndex(recordsOf(pages), SITE));

const records = recordsOf(PAGES);
const index = buildIndex(records, SITE);
const engine = new SearchEngine(index);

function top(query: string, n = 3): string[] {
  return engine
    .search(query)
    .ranked.slice(0, n)
    .map((r) => {
      const u = engine.unit(r.unit);
      return u.path + (u.anchor ? `#${u.anchor}` : '');
    });
}

describe('index format', () => {
  it('round-trips id lists through gaps in printable characters', () => {
    const ids = [0, 1, 2, 31, 32, 33, 1000, 65_000, 1_000_000];
    expect([...decodeIds(encodeIds(ids))]).toEqual(ids);
    expect(encodeIds([])).toBe('');
    // Every gap from 0 to 20,000 and back; a gap below 76 is one character, below 76 × 9 two.
    let id = -1;
    const spread = Array.from({length: 20_001}, (_, gap) => (id += gap + 1));
    expect([...decodeIds(encodeIds(spread))]).toEqual(spread);
    expect(encodeIds([75])).toHaveLength(1);
    expect(encodeIds([76])).toHaveLength(2);
    expect(encodeIds([76 * 9 - 1])).toHaveLength(2);
    expect(encodeIds([76 * 9])).toHaveLength(3);
    expect(encodeIds(ids)).toMatch(/^[!#-[\]-~]+$/);
  });

  it('ships units and terms packed, and unpacks them to the same index', () => {
    const packed = packIndex(index);
    expect(unpackIndex(JSON.parse(JSON.stringify(packed)))).toEqual(index);
    // Rows say no page or parent: "Merging tickets" is a level-2 unit under the page title "Tickets",
    // and the level-1 "Message templates" starts the next page. Its anchor is its slug.
    expect(packed.units[2]).toEqual([2, 'Merging tickets', 1, expect.any(Number)]);
    expect(packed.units[3]).toEqual([1, 'Message templates', '', expect.any(Number)]);
    expect(packed.links).toBeUndefined();
    // A path that ends in the title's slug ends in '#' instead; the others are kept.
    expect(packed.pages.map((p) => p[0])).toEqual([
      '/docs/platform_concepts/inbox/#',
      '/docs/platform_concepts/engagement/templates',
      '/docs/glossary/knowledge-base',
      '/docs/updates/2024/jan',
    ]);
    expect(() => packIndex({...index, pages: [['/a#b', 0, 0, 0, 0, ''], ...index.pages.slice(1)]})).toThrow(/'#'/);
    // Each term starts with a capital for what it shares with the one before: "Amerg", then "Cssag" for "messag".
    const terms = index.terms.split('\n');
    const at = terms.indexOf('messag');
    expect(terms[at - 1]).toBe('merg');
    expect(packed.terms).toContain('AmergCssag');
    expect(packed.terms.match(/[A-Z]/g)).toHaveLength(terms.length);
    // The engine answers the same from either form.
    const fromFile = new SearchEngine(JSON.parse(JSON.stringify(packed)));
    expect(fromFile.search('merge tickets').ranked).toEqual(engine.search('merge tickets').ranked);
  });

  it('keeps the page and parent of units the heading levels do not place', () => {
    // A page whose records start below its title, and a heading whose parent is not the nearest one above.
    const units = index.units.map((u) => [...u] as typeof u);
    units[3] = [1, 2, 'Message templates', 'message-templates', -1, units[3][5], 0];
    units[2] = [0, 2, 'Merging tickets', 'merging-tickets', -1, units[2][5], 0];
    units[4] = [1, 2, 'WhatsApp templates', 'whatsapp-templates', -1, units[4][5], 0];
    const odd = {...index, units};
    const packed = packIndex(odd);
    expect(packed.links).toEqual([
      [2, 0, -1],
      [3, 1, -1],
    ]);
    expect(unpackIndex(JSON.parse(JSON.stringify(packed)))).toEqual(odd);
  });

  it('front-codes terms up to 25 shared letters, and refuses a term with a capital', () => {
    const long = 'x'.repeat(30);
    const terms = {...index, terms: [`${long}a`, `${long}b`, 'y'].join('\n')};
    const packed = packIndex(terms);
    expect(packed.terms).toBe(`A${long}aZxxxxxbAy`);
    expect(unpackIndex(packed).terms).toBe(terms.terms);
    expect(() => packIndex({...index, terms: 'aB'})).toThrow(/capital/);
  });

  it("keeps an anchor that is not the heading's slug", () => {
    const renamed = {
      ...index,
      units: index.units.map((u, i) => (i === 1 ? ([...u.slice(0, 3), 'states', ...u.slice(4)] as typeof u) : u)),
    };
    const packed = packIndex(renamed);
    expect(packed.units[1][2]).toBe('states');
    expect(unpackIndex(packed).units[1][3]).toBe('states');
  });

  it('slugs headings as Docusaurus does', () => {
    expect(slugOf('Merging tickets')).toBe('merging-tickets');
    expect(slugOf("What's new?")).toBe('whats-new');
    expect(slugOf('GET /users/{user_id}')).toBe('get-usersuser_id');
    expect(slugOf('Réponses & délais')).toBe('réponses--délais');
  });

  it('keeps pages and headings as units and content as their body', () => {
    expect(index.units.map((u) => [u[1], u[2]])).toEqual([
      [1, 'Tickets'],
      [2, 'Statuses'],
      [2, 'Merging tickets'],
      [1, 'Message templates'],
      [2, 'WhatsApp templates'],
      [1, 'Knowledge base (KB)'],
      [1, 'January 2024 release notes'],
    ]);
  });
});

describe('tokenisation', () => {
  it('stems inflections to one term', () => {
    for (const w of ['schedule', 'schedules', 'scheduled', 'scheduling']) expect(stem(w)).toBe('schedul');
    expect(stem('policies')).toBe('policy');
    expect(stem('status')).toBe('status');
    // A short word keeps its silent e through -d and -ing; a doubled consonant is undone instead.
    for (const w of ['time', 'timed', 'timing']) expect(stem(w)).toBe('time');
    expect(stem('zipped')).toBe('zip');
    // Plurals in -os are plurals; operating systems and a few nouns in -os are not.
    for (const w of ['memos', 'cameos', 'radios']) expect(stem(w)).toBe(stem(w.slice(0, -1)));
    for (const w of ['macos', 'watchos', 'chaos', 'ios']) expect(stem(w)).toBe(w);
    expect(queryTerms('How do I merge the tickets?')).toEqual(['merg', 'ticket']);
  });

  it('gives American and British spellings and -ied past tenses one term', () => {
    expect(stem('organized')).toBe(stem('organised'));
    expect(stem('customization')).toBe(stem('customisation'));
    expect(stem('analyzing')).toBe(stem('analysing'));
    expect(stem('labeled')).toBe(stem('labelled'));
    expect(stem('modelling')).toBe(stem('model'));
    expect(stem('copied')).toBe(stem('copy'));
    expect(stem('verified')).toBe(stem('verifies'));
    // "size" compounds and a doubled l that belongs to the word stay as they are.
    expect(stem('filesize')).toBe('filesiz');
    expect(stem('spelled')).toBe('spell');
    expect(stem('installed')).toBe('install');
  });

  it('gives the -our, -tre, -ence, -ogue and single-l spellings one term with their American twins', () => {
    const twins = [
      ['neighbours', 'neighbors'],
      ['flavoured', 'flavored'],
      ['centres', 'centers'],
      ['litre', 'liter'],
      ['defence', 'defense'],
      ['monologues', 'monologs'],
      ['programmes', 'programs'],
      ['greyed', 'grayed'],
      ['enrolments', 'enrollments'],
      ['instalment', 'installment'],
      ['judgements', 'judgments'],
    ];
    for (const [british, american] of twins) expect(stem(british)).toBe(stem(american));
    // Words that only look like them keep their own term.
    for (const w of ['hour', 'detour', 'contour', 'four']) expect(stem(w)).toBe(w);
    expect(stem('install')).not.toBe(stem('instalment'));
    // A reader's American spelling reaches a page that writes the British one.
    const pages: [string, string][] = [
      [
        '/docs/theme',
        html('Widget theme', 'Brand the launcher.', '<p>Pick a brand colour and the behaviour of the launcher.'),
      ],
      ['/docs/position', html('Launcher position', 'Where the launcher sits.', '<p>Place the launcher on the left.')],
    ];
    const spelled = engineOf(pages);
    const first = spelled.search('launcher behavior color').ranked[0];
    expect(spelled.unit(first.unit).path).toBe('/docs/theme');
  });

  it('measures edit distance with adjacent swaps as one edit, up to a bound', () => {
    expect(boundedDistance('ticket', 'tikcet', 1)).toBe(1);
    expect(boundedDistance('templat', 'templt', 1)).toBe(1);
    expect(boundedDistance('ticket', 'status', 2)).toBe(3);
  });
});

describe('ranking', () => {
  it('ranks the page titled by the query first', () => {
    expect(top('tickets')[0]).toBe('/docs/platform_concepts/inbox/tickets');
  });

  it('ranks a section whose heading matches, under a page that matches the rest', () => {
    expect(top('ticket statuses')[0]).toBe('/docs/platform_concepts/inbox/tickets#statuses');
  });

  it('matches the last word as a prefix while it is typed', () => {
    expect(top('whatsapp templ')[0]).toBe('/docs/platform_concepts/engagement/templates#whatsapp-templates');
  });

  it('lists units best first, equal scores in page order, and at most MAX_RANKED of them', () => {
    for (const query of ['tickets', 'templates whatsapp', 'whatsapp']) {
      const {ranked} = engine.search(query);
      expect(ranked.length).toBeGreaterThan(1);
      expect(ranked.length).toBeLessThanOrEqual(MAX_RANKED);
      for (let i = 1; i < ranked.length; i++) {
        const [before, after] = [ranked[i - 1], ranked[i]];
        expect(before.score).toBeGreaterThanOrEqual(after.score);
        if (before.score === after.score) expect(before.unit).toBeLessThan(after.unit);
      }
    }
  });

  it('ranks sections on their own words for Ask AI (sectionsAlone): no page evidence', () => {
    // "Statuses" alone gains nothing from the page's other sections that match "tickets".
    const alone = engine.search('ticket statuses', {sectionsAlone: true}).ranked;
    const withPage = engine.search('ticket statuses').ranked;
    const score = (ranked: typeof alone, anchor: string) =>
      ranked.find((r) => engine.unit(r.unit).anchor === anchor)?.score ?? 0;
    expect(score(withPage, 'statuses')).toBeGreaterThan(score(alone, 'statuses'));
    expect(engine.unit(alone[0].unit).anchor).toBe('statuses');
  });

  it('rules out typo candidates by their letters without losing a real one', () => {
    expect(letterMask('abc')).toBe(0b111);
    expect(letterMask('a-1')).toBe((1 << 0) | (1 << 26));
    // "tikcets" uses the same letters as "ticket"+"s"; a swap is one edit.
    expect(top('tikcets')[0]).toBe('/docs/platform_concepts/inbox/tickets');
  });

  it('tolerates typos', () => {
    expect(top('whatsap templtes')[0]).toBe('/docs/platform_concepts/engagement/templates#whatsapp-templates');
    expect(top('tikcets')[0]).toBe('/docs/platform_concepts/inbox/tickets');
  });

  it('tolerates a typo in an inflected word, whose stem alone is further away', () => {
    // "mergng" is two edits from the stem "merg" but one from "merging".
    const plan = engine.plan('mergng tickets ');
    expect(plan.candidates[0].map((c) => c.term)).toContain('merg');
    // The section it names is among the first two, with its own page, above the page's other sections.
    expect(top('mergng tickets ', 2)).toContain('/docs/platform_concepts/inbox/tickets#merging-tickets');
  });

  it("does not let a sentence's one rare word outweigh the words of the task", () => {
    // "harvest" is on one page, "lapsed" and "buyers" on eight more: at full idf the harvest template came first.
    const pages: [string, string][] = [
      ['/docs/engage/lapsed', html('Lapsed buyers', 'Offers for customers who stopped buying.', '<p>Send an offer.')],
      ['/docs/engage/harvest', html('Harvest template', 'A seasonal template.', '<p>Use it in autumn.')],
      ...Array.from({length: 20}, (_, i): [string, string] => [
        `/docs/topic-${i}`,
        html(`Topic ${i}`, `Page ${i}.`, `<p>${i < 8 ? 'Lapsed buyers appear here.' : 'Nothing else.'} Reports ${i}.`),
      ]),
    ];
    const local = engineOf(pages);
    expect(local.unit(local.search('lapsed buyers harvest').ranked[0].unit).path).toBe('/docs/engage/lapsed');
  });

  it("weighs a heading many pages share (a template's slot) below a heading of one page", () => {
    const shared = Array.from({length: 8}, (_, i): [string, string] => [
      `/docs/platform_concepts/channel-${i}`,
      html(`Channel ${i}`, `Channel ${i} settings.`, `<h2 id=quotas>Quotas per day</h2><p>Ask support for details.`),
    ]);
    const own: [string, string] = [
      '/docs/platform_concepts/sending-quotas',
      html('Daily sends', 'How many messages a workspace sends per day.', '<p>Quotas cap the messages sent per day.'),
    ];
    const local = engineOf([...shared, own]);
    const first = local.unit(local.search('quotas per day').ranked[0].unit);
    expect(first.path).toBe('/docs/platform_concepts/sending-quotas');
  });

  it('ranks a section higher when other sections of its page match the query too', () => {
    // The same section on two pages; only one page also covers the query elsewhere. The page without
    // it comes first in the index, so a tie would rank it first.
    const section = '<h2 id=pause-deliveries>Pause deliveries</h2><p>Stop deliveries for a while.';
    const pages: [string, string][] = [
      ['/docs/platform_concepts/store-hours', html('Store hours', 'Opening times of a store.', section)],
      [
        '/docs/platform_concepts/shop-hours',
        html(
          'Shop hours',
          'Opening times of a shop.',
          `${section}<h2 id=holiday-closures>Holiday closures</h2><p>Pause deliveries on public holidays.`,
        ),
      ],
    ];
    const local = engineOf(pages);
    const ranked = local.search('pause deliveries ').ranked.map((r) => {
      const u = local.unit(r.unit);
      return `${u.path}#${u.anchor ?? ''}`;
    });
    expect(ranked.indexOf('/docs/platform_concepts/shop-hours#pause-deliveries')).toBeLessThan(
      ranked.indexOf('/docs/platform_concepts/store-hours#pause-deliveries'),
    );
  });

  it('weighs a word of a short heading above the same word in a long one', () => {
    // "Refunds" against "Refunds, store credit and exchanges for orders bought in person", average 3 words.
    expect(headingLengthNorm(3, 3)).toBeCloseTo(1);
    expect(headingLengthNorm(1, 3)).toBeGreaterThan(1.5);
    expect(headingLengthNorm(9, 3)).toBeLessThan(0.5);
    expect(headingLengthNorm(1, 3)).toBeGreaterThan(headingLengthNorm(2, 3));
  });

  it('understands synonyms and joined words', () => {
    expect(top('kb')[0]).toBe('/docs/glossary/knowledge-base');
    expect(top('whats app templates')).toContain('/docs/platform_concepts/engagement/templates#whatsapp-templates');
  });

  it('matches a multi-word synonym that holds a stop word ("sign in")', () => {
    const local = new SearchEngine(
      buildIndex(
        extractRecords(html('Console login', 'Login with a password or a passkey.', '<p>Passkeys need a browser.'), {
          routePath: '/docs/platform_concepts/console-login',
          siteUrl: SITE,
        }),
        SITE,
      ),
    );
    const plan = local.plan('signing in to the console');
    expect(plan.words[0]).toBe('sign');
    expect(plan.candidates[0].map((c) => c.term)).toContain('login');
  });

  it('ranks release notes below the page that documents the feature', () => {
    const list = top('merging tickets', 5);
    expect(list.indexOf('/docs/platform_concepts/inbox/tickets#merging-tickets')).toBeLessThan(
      list.indexOf('/docs/updates/2024/jan'),
    );
  });

  it('applies facet filters', () => {
    const all = engine.search('tickets').ranked.length;
    expect(engine.search('tickets', {facetFilters: ['language:fr']}).ranked).toHaveLength(0);
    expect(
      engine.search('tickets', {
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      }).ranked,
    ).toHaveLength(all);
  });

  it('finds nothing for nonsense', () => {
    expect(engine.search('qqqqzzzz').ranked).toHaveLength(0);
  });
});

describe('snippets', () => {
  const matcher = createMatcher(['approval'], [[{term: 'approval'}]]);
  const text = 'Create and submit WhatsApp templates for approval before you send campaigns to a segment of users.';

  it('cuts to the word count around the first match, with ellipses, escaping HTML', () => {
    const ten = snippet(text, matcher, 10);
    expect(ten.value).toBe('…templates for <mark>approval</mark> before you send campaigns to a segment…');
    expect(snippet(text, matcher, 5).value).toBe('…for <mark>approval</mark> before you send…');
    expect(snippet('<b> & approval', matcher, 10).value).toBe('&lt;b&gt; &amp; <mark>approval</mark>');
  });
});

describe('local client', () => {
  const client = createLocalClient(async () => engine);
  const modalRequest = {
    indexName: 'mynah-docs',
    query: 'ticket <statuses>',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: true,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };

  it('answers DocSearch v4 requests with Algolia-shaped results', async () => {
    const {results} = await client.search({requests: [modalRequest]});
    const result = results[0];
    expect(result).toMatchObject({page: 0, hitsPerPage: 20, index: 'mynah-docs', query: 'ticket <statuses>'});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 20));
    const hit = result.hits[0] as Record<string, unknown> & SearchResult['hits'][number];
    expect(Object.keys(hit).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'content',
      'hierarchy',
      'objectID',
      'type',
      'url',
    ]);
    expect(hit).toMatchObject({
      type: 'lvl2',
      url: `${SITE}/docs/platform_concepts/inbox/tickets#statuses`,
      hierarchy: {lvl0: 'Help Docs', lvl1: 'Tickets', lvl2: 'Statuses'},
      content: null,
      _highlightResult: {
        hierarchy: {
          lvl0: {value: 'Help Docs', matchLevel: 'none', matchedWords: []},
          lvl1: {
            value: '<mark>Tickets</mark>',
            matchLevel: 'partial',
            matchedWords: ['ticket'],
            fullyHighlighted: true,
          },
          lvl2: {value: '<mark>Statuses</mark>', matchLevel: 'partial', matchedWords: ['status']},
        },
      },
      _snippetResult: {hierarchy: {lvl1: {value: '<mark>Tickets</mark>', matchLevel: 'partial'}}},
    });
  });

  it('answers the array form with URL-encoded params (algoliasearch-helper, v4 clients) and pages', async () => {
    const params = 'query=tickets&hitsPerPage=1&page=1&facetFilters=%5B%22language%3Aen%22%5D';
    const {results} = await client.search([{indexName: 'mynah-docs', params}]);
    expect(results[0]).toMatchObject({page: 1, hitsPerPage: 1, query: 'tickets'});
    expect(results[0].hits).toHaveLength(1);
    expect(results[0].nbPages).toBe(results[0].nbHits);
  });

  it('cuts queries to 64 characters', async () => {
    const {results} = await client.search({requests: [{indexName: 'x', query: 'a'.repeat(100)}]});
    expect(results[0].query).toHaveLength(64);
  });

  it('suggests page titles for a query with no results', async () => {
    expect(await client.suggest('ticketzzz')).toContain('Tickets');
  });

  it('reports a failed index load as an error status and resolves with no hits', async () => {
    let attempts = 0;
    const failing = createLocalClient(async () => {
      attempts++;
      throw new TypeError('Failed to fetch');
    });
    const statuses: string[] = [];
    failing.onStatus((s) => statuses.push(s));
    const {results} = await failing.search({requests: [{indexName: 'x', query: 'tickets'}]});
    expect(results[0]).toMatchObject({hits: [], nbHits: 0});
    await failing.search({requests: [{indexName: 'x', query: 'tickets'}]});
    expect(statuses).toEqual(['error', 'error']);
    expect(attempts).toBe(2);
  });

  it('implements the lite client surface DocSearch calls', () => {
    client.addAlgoliaAgent('docsearch', '4.7.0');
    expect(client.transporter.algoliaAgent.value).toContain('docsearch (4.7.0)');
  });
});
