import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../src/plugins/search-index/extract';
import {buildIndex, indexedLength, isExampleValue} from '../../src/plugins/search-index/build-index';
import {SearchEngine} from '../../src/search/engine';
import {isNavigationHeading} from '../../src/search/navigation';
import {docPage as page} from './fixtures/ask-docs';

const SITE = 'https://docs.example.com';

/** Written for this file: a page whose Related list names another page's subject. */
const records = [
  [
    '/docs/inbox/macros',
    page(
      'Saved replies',
      `<p>Agents insert a saved reply with a slash.
       <h2 id=related>Related</h2><ul><li>Escalation matrix for night shifts</ul>`,
    ),
  ],
  [
    '/docs/inbox/escalation',
    page('Escalation matrix', `<p>The escalation matrix decides who is paged for night shifts.`),
  ],
].flatMap(([routePath, html]) => extractRecords(html, {routePath, siteUrl: SITE}));

describe('the index leaves out sections that only point to other pages', () => {
  it('knows them by their headings', () => {
    for (const heading of ['Related', 'Related nodes', 'See also', 'Next steps', ' Learn more ']) {
      expect(isNavigationHeading(heading)).toBe(true);
    }
    for (const heading of ['Relationship to segments', 'Steps', 'Related work in progress']) {
      expect(isNavigationHeading(heading)).toBe(false);
    }
  });

  it('does not match a page on the titles its Related list names', () => {
    const engine = new SearchEngine(buildIndex(records, SITE));
    const pages = engine.search('night shifts ').ranked.map((r) => engine.unit(r.unit).path);
    expect(pages).toContain('/docs/inbox/escalation');
    expect(pages).not.toContain('/docs/inbox/macros');
    // The page's own words still match.
    expect(engine.search('slash ').ranked.map((r) => engine.unit(r.unit).path)).toEqual(['/docs/inbox/macros']);
  });
});

describe('a section length, as the index keeps it', () => {
  it('is exact up to 8 words, then the nearest power of 1.3', () => {
    expect([1, 5, 8].map(indexedLength)).toEqual([1, 5, 8]);
    expect(indexedLength(100)).toBe(Math.round(1.3 ** 18));
    // Within 15 % of the count: the share of a body match it divides by barely moves.
    for (const words of [9, 40, 173, 950, 3268]) {
      expect(Math.abs(indexedLength(words) / words - 1)).toBeLessThan(0.15);
    }
  });
});

describe('the index leaves out example values from section text', () => {
  it('tells ids, hashes, phone numbers and timestamps from words and error codes', () => {
    for (const term of ['9b2e41c07d5a', '442079460958', '20270115t09', 'cmp4t8w2x9'])
      expect(isExampleValue(term)).toBe(true);
    for (const term of ['aadsts90072', 'customfield20017', 'sha256', 'e164', 'webhook', '2048']) {
      expect(isExampleValue(term)).toBe(false);
    }
  });

  it('still finds the page by its words and its error code', () => {
    const built = buildIndex(
      extractRecords(
        page(
          'Single sign-on errors',
          '<p>Error AADSTS90072 means the user is not in the tenant. A failed sign-in logs trace 9b2e41c07d5a.',
        ),
        {routePath: '/docs/sso-errors', siteUrl: SITE},
      ),
      SITE,
    );
    const terms = built.terms.split('\n');
    expect(terms).toContain('aadsts90072');
    expect(terms).not.toContain('9b2e41c07d5a');
    const engine = new SearchEngine(built);
    expect(engine.search('AADSTS90072').ranked.length).toBeGreaterThan(0);
  });
});
