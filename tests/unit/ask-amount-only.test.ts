import {describe, expect, it} from 'vitest';
import {answerTextOn, docPage, siteOf} from './fixtures/ask-docs';

/**
 * Asked for an amount, an answer quotes after its best passage only passages that state one, a number
 * of the unit asked for or next to the subject (amountOnly): a definition, an example or a number about
 * something else would take the place of one that gives the amount in other words. (A site of its own, in a file of its own: the answerer remembers analysed
 * sections by unit.)
 */

const site = siteOf([
  [
    '/docs/kiosk-playlists',
    docPage(
      'Kiosk playlists',
      `<p>A kiosk playlist holds up to 40 slides, and each slide of a kiosk playlist shows for 8 seconds.
       <p>A kiosk playlist is the ordered list of slides a lobby kiosk loops through, chosen per kiosk.
       <p>Every night at 3 the lobby screens of the building restart, and afterwards each kiosk playlist resumes its slides.
       <h2 id=limits>Limits</h2><p>Slides per kiosk playlist · 40`,
    ),
  ],
]);
const question = 'How many slides can a kiosk playlist hold?';
const text = (tuning = {}): Promise<string> => answerTextOn(site, question, tuning);

describe('an answer to a question about an amount', () => {
  it('quotes further passages only when they state a number', async () => {
    const answer = await text();
    expect(answer).toContain('up to 40 slides');
    expect(answer).toContain('Slides per kiosk playlist · 40');
    expect(answer).not.toContain('the ordered list of slides');
    // A number, but neither of slides nor next to the subject's words.
    expect(answer).not.toContain('screens of the building restart');
  });

  it('quotes those passages when the rule is off', async () => {
    // (Two passages of a section at most: the second of the page's opening is one of these.)
    expect(await text({amountOnly: false})).toMatch(/the ordered list of slides|screens of the building restart/);
  });
});
