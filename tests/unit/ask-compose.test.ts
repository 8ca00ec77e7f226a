import {describe, expect, it} from 'vitest';
import {retrieve} from '../../src/ask/retrieve';
import {ranked, LOCAL_DEFAULTS} from '../../src/ask/local-answerer';
import {COVERAGE_DEFAULTS} from '../../src/ask/coverage';
import {answerTextOn, siteOf} from './fixtures/ask-docs';

/** How an answer is put together from the passages it quotes (a site of its own, written fresh). */

const html = `<html><head><title>Voice notes | Mynah Docs</title><meta name=description content="Voice notes in chats.">
<meta name=docsearch:language content=en></head><main><article><div class="theme-doc-markdown markdown">
<header><h1>Voice notes</h1></header>
<p>A voice note is a short recording that a customer sends instead of typing, and the bot transcribes every voice note before any flow reads it, so a flow sees the words rather than the audio file itself. It keeps each original recording for 14 days, then deletes the audio from storage, backups, exports, analytics, webhooks and archives across every region and workspace. Transcripts follow the language of the bot.
<h2 id=deleting>Deleting voice notes</h2><p>Customers can delete a voice note in the app they sent it from, and agents see a marker where a deleted voice note was.
<p>If a customer deletes a voice note within an hour, the transcript is removed too.
<h2 id=see>More</h2><p>See also voice notes in the glossary and the transcription cookbook.
</div></article></main></html>`;
const site = siteOf([['/docs/voice-notes', html]]);
const {engine, store} = site;

const answer = (question: string): Promise<string> => answerTextOn(site, question);

describe('an answer', () => {
  it('never repeats a sentence: one shown with the sentence it leans on stands for both', async () => {
    // Both the first sentence alone and the two together ("It keeps …" leans on it) answer this.
    const text = await answer('What does a flow see of a voice note?');
    expect(text).toContain('a flow sees the words');
    expect(text.split('the bot transcribes every voice note').length - 1).toBe(1);
  });

  it('to "what happens when …" ranks the consequence first', async () => {
    const question = 'What happens when a customer deletes a voice note?';
    const retrieval = await retrieve(engine, store, question);
    const best = (outcomeWeight: number) =>
      ranked(retrieval, question, {...LOCAL_DEFAULTS, ...COVERAGE_DEFAULTS, outcomeWeight})[0].text;
    expect(best(LOCAL_DEFAULTS.outcomeWeight)).toContain('the transcript is removed too');
    // Without the cue, the sentence that repeats the question's words comes first.
    expect(best(0)).toMatch(/^Customers can delete a voice note/);
  });

  it('does not quote a line that only points to other pages', async () => {
    expect(await answer('Which cookbook covers voice note transcription?')).not.toContain('See also');
  });
});

describe('an answer to a price question', () => {
  const plans = `<html><head><title>Plans | Mynah Docs</title><meta name=description content="Plans and what they include.">
<meta name=docsearch:language content=en></head><main><article><div class="theme-doc-markdown markdown">
<header><h1>Plans</h1></header>
<p>Each plan includes call minutes: whether you pay for the Pro plan month to month or by the year, it includes 800 minutes a month.
<table><thead><tr><th>Plan<th>Paid monthly<th>Paid yearly</thead>
<tbody><tr><td>Pro<td>$120 a month<td>$100 a month</tbody></table>
</div></article></main></html>`;
  const plansSite = siteOf([['/docs/plans', plans]]);

  it('quotes the passage that states an amount of money before one that only repeats the words', async () => {
    const question = 'How much is the Pro plan if we pay month to month?';
    const retrieval = await retrieve(plansSite.engine, plansSite.store, question);
    const best = (moneyWeight: number) =>
      ranked(retrieval, question, {...LOCAL_DEFAULTS, ...COVERAGE_DEFAULTS, moneyWeight})[0].text;
    expect(best(LOCAL_DEFAULTS.moneyWeight)).toContain('$120 a month');
    // Without the cue, the sentence about included minutes, which says "plan" and "month" more, wins.
    expect(best(0)).toMatch(/^Each plan includes call minutes/);
  });
});
