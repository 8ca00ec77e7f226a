import {describe, expect, it} from 'vitest';
import {extractRecords, isIndexable, sectionOf} from './extract';
import {recordId} from '../../search/records';

// Minified like the real build: unquoted attributes, omitted </p>, </li>, </td>, </tr> and <body>.
const page = `<!doctype html><html lang=en-US><head><meta charset=UTF-8><title>Tickets | Mynah Docs</title>
<meta name=description content="Work asynchronous cases in Inbox &rarr; Tickets.">
<meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=docs-default-current>
</head><nav class=navbar><a href=/>Mynah Docs</a></nav><main><article>
<nav class=theme-doc-breadcrumbs><a href=/docs>Docs</a></nav>
<div class="theme-doc-markdown markdown"><header><h1>Tickets</h1></header>
<p>A ticket is a case that does not need an answer <strong>within minutes</strong>.
<h2 class=anchor id=where-tickets-come-from>Where tickets come from<a href=#where-tickets-come-from class=hash-link>&#8203;</a></h2>
<table><thead><tr><th>Source<th>How<tbody><tr><td>Bot flow<td>A <a href=/x>Raise ticket node</a><tr><td>Email<td>A message to the bot's address</table>
<ul><li>First item<ul><li>Nested item</ul><li>Second &amp; last</ul>
<pre><code>curl https://api.example.com</code></pre>
<h3 id=email-to-ticket>Email to ticket</h3><p>Forward mail to <code>support@acme.example</code>.
<h2>No id here</h2><p>Under a heading without an id.
</div><footer class=theme-doc-footer><a href=/docs/tags/tickets>tickets</a></footer></article></main>
<footer class=footer>Copyright</footer></html>`;

describe('extractRecords', () => {
  const records = extractRecords(page, {
    routePath: '/docs/platform_concepts/inbox/tickets',
    siteUrl: 'https://docs.example.com',
  });
  const url = 'https://docs.example.com/docs/platform_concepts/inbox/tickets';

  it('starts with the page record: title, description as content, facets', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url,
      url_without_anchor: url,
      anchor: null,
      content: 'Work asynchronous cases in Inbox → Tickets.',
      hierarchy: {lvl0: 'Help Docs', lvl1: 'Tickets', lvl2: null, lvl3: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: {pageRank: 0, level: 100, position: 0},
    });
    expect(records[0].objectID).toBe(recordId(url));
  });

  it('reads headings with their anchors and hierarchy, without the hash-link character', () => {
    const headings = records.filter((r) => r.type !== 'content' && r.type !== 'lvl1');
    expect(headings.map((r) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl2', 'where-tickets-come-from', 'Where tickets come from', null],
      ['lvl3', 'email-to-ticket', 'Where tickets come from', 'Email to ticket'],
      ['lvl2', 'email-to-ticket', 'No id here', null],
    ]);
    expect(headings[0].url).toBe(`${url}#where-tickets-come-from`);
  });

  it('makes one content record per paragraph, list item and table row, in order, skipping code and chrome', () => {
    const content = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(content).toEqual([
      'A ticket is a case that does not need an answer within minutes.',
      'Bot flow · A Raise ticket node',
      "Email · A message to the bot's address",
      'First item',
      'Nested item',
      'Second & last',
      'Forward mail to support@acme.example.',
      'Under a heading without an id.',
    ]);
    expect(records.some((r) => /curl|Copyright|Mynah Docs|tags/.test(r.content ?? ''))).toBe(false);
  });

  it('gives every record a unique, stable object id', () => {
    const ids = records.map((r) => r.objectID);
    expect(new Set(ids).size).toBe(ids.length);
    const again = extractRecords(page, {
      routePath: '/docs/platform_concepts/inbox/tickets',
      siteUrl: 'https://docs.example.com',
    });
    expect(again.map((r) => r.objectID)).toEqual(ids);
  });

  it('reads custom pages from main', () => {
    const custom = extractRecords(
      '<html><head><title>Videos | Mynah Docs</title></head><main><h1>Videos</h1><div><h3>Tour</h3><p>A tour.</div></main></html>',
      {routePath: '/videos', siteUrl: 'https://docs.example.com'},
    );
    expect(custom.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', 'Tutorials', 'Videos', null, null],
      ['lvl3', 'Tutorials', 'Videos', 'Tour', null],
      ['content', 'Tutorials', 'Videos', 'Tour', 'A tour.'],
    ]);
  });
});

describe('sections and skipped pages', () => {
  it('maps routes to lvl0 sections', () => {
    expect(sectionOf('/docs/cookbooks/studio/build-bot').lvl0).toBe('Use Case Guides');
    expect(sectionOf('/api/add-user').lvl0).toBe('API Reference');
    expect(sectionOf('/docs/updates/2024/jan')).toMatchObject({lvl0: 'Release notes', pageRank: -1});
    expect(sectionOf('/docs/glossary/csat').lvl0).toBe('Glossary');
    expect(sectionOf('/docs/enterprise-integration/systrack').lvl0).toBe('Enterprise Integration');
    expect(sectionOf('/').lvl0).toBe('Help Docs');
  });

  it('skips tag pages, the search page, diagnostics and the 404 page', () => {
    for (const route of ['/docs/tags', '/docs/tags/csat', '/search', '/diagnostics/crash', '/404']) {
      expect(isIndexable(route)).toBe(false);
    }
    for (const route of ['/', '/api', '/api/add-user', '/docs/glossary/csat', '/whats-new']) {
      expect(isIndexable(route)).toBe(true);
    }
  });
});
