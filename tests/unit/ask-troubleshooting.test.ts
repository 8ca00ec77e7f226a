import {describe, expect, it} from 'vitest';
import {LOCAL_DEFAULTS} from '../../src/ask/local-answerer';
import {answerTextOn, docPage, siteOf} from './fixtures/ask-docs';

/**
 * A Troubleshooting table restates a feature's facts as symptom, cause and fix, so its rows repeat
 * many of a question's words. They answer a question about what went wrong; a question about the fact
 * itself is answered by the sentence that states it. Examples written for this file: the symptom's
 * page ranks first for both questions, and the row and the sentence state the question's words alike.
 */
const site = siteOf([
  [
    '/docs/voice/long-calls',
    docPage(
      'Long calls',
      `<p>Long calls on a Voice connection need a plan for their length.
       <h2 id=troubleshooting>Troubleshooting</h2>
       <table><tr><th>Symptom<th>Cause<th>Fix
       <tr><td>Long calls end suddenly after half an hour<td>The max call length of a call is 30 minutes by default<td>Raise it on the connection, up to 120 minutes
       </table>`,
      'Long calls and their length.',
    ),
  ],
  [
    '/docs/voice/connection-settings',
    docPage(
      'Connection settings',
      `<p>Each Voice connection has its own settings.
       <h2 id=limits>Limits</h2><p>The max call length of a call is 30 minutes by default, from 1 to 120 minutes.`,
      'Settings of a connection.',
    ),
  ],
]);

describe('a passage from a Troubleshooting table', () => {
  it('gives way to the sentence that states the fact, for a question about the fact', async () => {
    const question = 'What is the max call length of a call by default?';
    expect(await answerTextOn(site, question)).toMatch(
      /^The max call length of a call is 30 minutes by default, from 1/,
    );
    // Without the prior, the row on the better-ranked page came first.
    expect(await answerTextOn(site, question, {troubleshootingPrior: 0})).toMatch(/^Long calls end suddenly/);
    expect(LOCAL_DEFAULTS.troubleshootingPrior).toBeLessThan(0);
  });

  it('still answers a question about what went wrong', async () => {
    expect(await answerTextOn(site, 'Why do long calls end after half an hour?')).toMatch(
      /^Long calls end suddenly after half an hour/,
    );
  });
});
