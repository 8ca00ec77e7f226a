import {describe, expect, it} from 'vitest';
import {LOCAL_DEFAULTS} from '../../src/ask/local-answerer';
import {answerTextOn, docPage, siteOf} from './fixtures/ask-docs';

/**
 * A passage that ends in a colon is shown with the list items after it, as many as fit its share of
 * the answer (listWords): a long list does not crowd out the rest of the answer or run over maxWords.
 * (A site of its own, in a file of its own: the answerer remembers analysed sections by unit.)
 */

const item = (n: number): string =>
  `<li>Step ${n}: open the greenhouse panel, check the humidity sensor reading, wipe the lens and write the value on the daily sheet for the gardener.`;
const site = siteOf([
  [
    '/docs/greenhouse',
    docPage(
      'Greenhouse sensors',
      `<h2 id=calibrating>Calibrating a humidity sensor</h2><p>To calibrate a greenhouse humidity sensor:
       <ul>${[1, 2, 3, 4, 5].map(item).join('')}</ul>
       <h2 id=drift>Drift</h2><p>A greenhouse humidity sensor drifts by about 2 % a month, so calibrate it monthly.`,
    ),
  ],
]);
const question = 'How do I calibrate a greenhouse humidity sensor?';
const text = (tuning = {}): Promise<string> => answerTextOn(site, question, tuning);

describe('a passage that introduces a list', () => {
  it('is shown with the first items that fit its share of the answer, and leaves room for more', async () => {
    const capped = await text();
    expect(capped).toContain('Step 1');
    expect(capped).not.toContain('Step 5');
    expect(capped).toContain('drifts by about 2 % a month');
    expect(capped.split(/\s+/).length).toBeLessThanOrEqual(LOCAL_DEFAULTS.maxWords + 10);
  });

  it('is shown with every item when the cap allows', async () => {
    expect(await text({listWords: 1000, maxWords: 1000})).toContain('Step 5');
  });
});
