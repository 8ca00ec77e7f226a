import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../src/plugins/search-index/extract';
import {buildIndex} from '../../src/plugins/search-index/build-index';
import {chunkPassages} from '../../src/plugins/search-index/build-passages';
import {SearchEngine} from '../../src/search/engine';
import {retrieve} from '../../src/ask/retrieve';
import {composeAnswer} from '../../src/ask/local-answerer';
import {SITE, storeFor} from './fixtures/ask-docs';

/**
 * A cookbook opens with a made-up customer's story, in a reader's words; the page about the feature
 * states how it works. Asked about the feature, Ask AI quotes the latter.
 */

function page(title: string, body: string): string {
  return `<html><head><title>${title} | Mynah Docs</title><meta name=description content="${title}.">
<meta name=docsearch:language content=en></head><main><article><div class="theme-doc-markdown markdown">
<header><h1>${title}</h1></header>${body}</div></article></main></html>`;
}

const PAGES: [string, string][] = [
  [
    '/docs/cookbooks/inbox/weekend-replies',
    page(
      'Weekend replies for a bakery',
      `<p>Crumb and Co found that a weekend chat waited in the queue for an agent for hours, and wanted weekend chats answered sooner.
       <h2 id=steps>Steps</h2><p>Add a second group for weekends.`,
    ),
  ],
  [
    '/docs/platform_concepts/inbox/queue',
    page(
      'Queue',
      `<p>A chat waits in the queue until an agent accepts it; after 10 minutes it is offered to every agent of the group.`,
    ),
  ],
];

const records = PAGES.flatMap(([routePath, html]) => extractRecords(html, {routePath, siteUrl: SITE}));
const engine = new SearchEngine(buildIndex(records, SITE));
const store = storeFor(chunkPassages(records, 1));

describe("a cookbook's scenario", () => {
  it('is not quoted before the page that states how the feature works', async () => {
    const question = 'Who gets a weekend chat that waits in the queue for an agent?';
    const first = async (options = {}) => {
      const answer = composeAnswer(await retrieve(engine, store, question), question, {
        minTopic: 0,
        maxUnknown: 1,
        ...options,
      });
      return answer.kind === 'answer' ? answer.sources[0].path : 'declined';
    };
    // The story repeats more of the question's words: without the scenario's prior it would be quoted.
    expect(await first({scenarioPrior: 0})).toMatch(/^\/docs\/cookbooks\//);
    expect(await first()).toMatch(/^\/docs\/platform_concepts\/inbox\/queue/);
  });
});
