import {describe, expect, it} from 'vitest';
import {answerOn, siteOf} from './fixtures/ask-docs';

/**
 * A table row states a fact about the thing its first cell names, as a section does about its
 * heading: asked about that thing, Ask AI quotes the row rather than a sentence that only mentions it.
 */

const html = `<html><head><title>Reminder sequences | Mynah Docs</title><meta name=description content="Reminder sequences.">
<meta name=docsearch:language content=en></head><main><article><div class="theme-doc-markdown markdown">
<header><h1>Reminder sequences</h1></header>
<h2 id=steps>Steps</h2>
<table><tr><th>Step<th>What it does<th>Range
<tr><td>Pause<td>Holds the sequence<td>1 hour to 30 days
<tr><td>Branch<td>Splits on a property<td>Up to 4 paths</table>
<h2 id=testing>Testing</h2>
<p>In a test run every pause step of the sequence is cut to 2 minutes, so you see the whole sequence at once.
</div></article></main></html>`;

const site = siteOf([['/docs/engage/reminder-sequences', html]]);

describe('a table row', () => {
  it('answers a question about what its first cell names', async () => {
    const question = 'How long can a pause step in a sequence be?';
    const first = async (tuning = {}) => {
      const answer = await answerOn(site, question, tuning);
      return answer.kind === 'answer' ? answer.text.split(/\[1\]/)[0] : 'declined';
    };
    // The test run's sentence repeats more of the question's words. (The row's range is a bound too,
    // which limitWeight favours: with a small weight for it, the row's first cell makes the difference.)
    expect(await first({rowWeight: 0, limitWeight: 0.08})).toMatch(/^In a test run/);
    expect(await first({limitWeight: 0.08})).toMatch(/^Pause · Holds the sequence · 1 hour to 30 days/);
    expect(await first()).toMatch(/^Pause · Holds the sequence · 1 hour to 30 days/);
  });
});
