import {describe, expect, it} from 'vitest';
import {answerOn, docPage, siteOf} from './fixtures/ask-docs';

/**
 * Asked for an amount, an answer quotes after its best passage only passages that state a number
 * (amountOnly): a definition or an example that states none takes the place of one that gives the
 * amount in other words. (A site of its own, in a file of its own: the answerer remembers analysed
 * sections by unit.)
 */

const site = siteOf([
  [
    '/docs/kiosk-playlists',
    docPage(
      'Kiosk playlists',
      `<p>A kiosk playlist holds up to 40 slides, and each slide of a kiosk playlist shows for 8 seconds.
       <p>A kiosk playlist is the ordered list of slides a lobby kiosk loops through, chosen per kiosk.
       <h2 id=limits>Limits</h2><p>Slides per kiosk playlist · 40`,
    ),
  ],
]);
const question = 'How many slides can a kiosk playlist hold?';
const text = async (tuning = {}): Promise<string> => {
  const a = await answerOn(site, question, tuning);
  return a.kind === 'answer' ? a.text : 'declined';
};

describe('an answer to a question about an amount', () => {
  it('quotes further passages only when they state a number', async () => {
    const answer = await text();
    expect(answer).toContain('up to 40 slides');
    expect(answer).toContain('Slides per kiosk playlist · 40');
    expect(answer).not.toContain('the ordered list of slides');
  });

  it('quotes a numberless passage when the rule is off', async () => {
    expect(await text({amountOnly: false})).toContain('the ordered list of slides');
  });
});
