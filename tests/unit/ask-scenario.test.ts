import {describe, expect, it} from 'vitest';
import {answerOn, docPage, siteOf} from './fixtures/ask-docs';

/**
 * A cookbook opens with a made-up customer's story, in a reader's words; the page about the feature
 * states how it works. Asked about the feature, Ask AI quotes the latter.
 */

const PAGES: [string, string][] = [
  [
    '/docs/cookbooks/inbox/saturday-replies',
    docPage(
      'Saturday replies for a bakery',
      `<p>Crumb and Co found that a Saturday chat waited in the queue for an agent for hours, and wanted Saturday chats answered sooner.
       <h2 id=steps>Steps</h2><p>Add a second group for Saturdays.`,
    ),
  ],
  [
    '/docs/platform_concepts/inbox/queue',
    docPage(
      'Queue',
      `<p>A chat waits in the queue until an agent accepts it; after 10 minutes it is offered to every agent of the group.`,
    ),
  ],
];

const site = siteOf(PAGES);

describe("a cookbook's scenario", () => {
  it('is not quoted before the page that states how the feature works', async () => {
    const question = 'Who gets a Saturday chat that waits in the queue for an agent?';
    const first = async (tuning = {}) => {
      const answer = await answerOn(site, question, tuning);
      return answer.kind === 'answer' ? answer.sources[0].path : 'declined';
    };
    // The story repeats more of the question's words: without the scenario's prior it would be quoted.
    expect(await first({scenarioPrior: 0})).toMatch(/^\/docs\/cookbooks\//);
    expect(await first()).toMatch(/^\/docs\/platform_concepts\/inbox\/queue/);
  });
});
