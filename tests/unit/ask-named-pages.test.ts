import {describe, expect, it} from 'vitest';
import {retrieve, titleName, titleWords} from '../../src/ask/retrieve';
import {termsOf} from '../../src/search/terms';
import {docPage, siteOf} from './fixtures/ask-docs';

/**
 * A question names a page by the words of its title, without what a parenthesis adds to the title (an
 * abbreviation, a full form, a status), and without what the title's phrases stand for.
 */

const pages: [string, string, string][] = [
  [
    '/docs/kb/crawling',
    'Crawler settings',
    '<h2 id=website-sources>Website sources in a knowledge base</h2><p>A crawl reads the pages of a website source into the knowledge base of a bot. How many website sources a Basic bot can crawl into its knowledge base: a Basic bot crawls two website sources at a time.',
  ],
  [
    '/docs/glossary/knowledge-base',
    'Knowledge base (KB)',
    '<p>The documents a bot answers from. Sources per bot: 4 on Basic, 60 on Pro.',
  ],
];
const {engine, store} = siteOf(pages.map(([routePath, title, body]) => [routePath, docPage(title, body)]));

describe('a page the question names by its title', () => {
  it('is named by the title without its parenthesis', () => {
    expect(titleName('Knowledge base (KB)')).toBe('Knowledge base');
    expect(titleName('Input node (legacy)')).toBe('Input node');
    expect(titleName('Segments')).toBe('Segments');
  });

  it("is named by the title's words, not by what its phrases stand for", () => {
    const words = titleWords('Knowledge base');
    expect(words).toHaveLength(2);
    // "kb" is among the terms of the whole title, but of neither of its words.
    expect(termsOf('Knowledge base')).toContain('kb');
    expect(words.flat()).not.toContain('kb');
  });

  it('ranks first, however search ranks it', async () => {
    const retrieval = await retrieve(
      engine,
      store,
      'How many website sources can a Basic bot crawl into its knowledge base?',
    );
    const named = retrieval.sections.find((s) => s.path === '/docs/glossary/knowledge-base');
    expect(named?.pageRank).toBe(0);
  });
});
