import {describe, expect, it} from 'vitest';
import {retrieve, type QuestionWord, type Retrieval, type RetrievedSection} from '../../src/ask/retrieve';
import {composeAnswer, ranked, LOCAL_DEFAULTS} from '../../src/ask/local-answerer';
import {NARRATIVE_WEIGHT, questionFocus} from '../../src/ask/focus';
import {termsOf} from '../../src/search/terms';
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

describe('a long question whose story the passages do not repeat', () => {
  // The retrieval is written by hand so each passage's support is known: the story's four words weigh
  // as much as the ask's two, so no passage states more than half of the question.
  const word = (text: string, idf: number, weight: number): QuestionWord => ({
    word: text,
    idf,
    weight,
    candidates: termsOf(text).map((term) => ({term, weight: 1})),
  });
  const section = (path: string, unitRank: number, heading: string, text: string): RetrievedSection => ({
    unit: unitRank,
    pageRank: 0,
    unitRank,
    path,
    page: 'Pause node',
    section: heading,
    context: new Set(termsOf(heading)),
    blocks: [text],
  });
  const question =
    'We run a bakery with three shops and nudge customers two weeks after an order. What is the longest a single pause can wait?';
  const retrieval: Retrieval = {
    words: [
      word('pause', 5, 1),
      word('wait', 3, 1),
      ...['bakery', 'shops', 'nudge', 'customers'].map((w) => word(w, 6, NARRATIVE_WEIGHT)),
    ],
    sections: [
      section('/docs/studio/pause-node', 0, 'Pause node', 'Pause the flow with a wait of up to 1 hour on voice calls.'),
      section(
        '/docs/studio/pause-node#typing',
        1,
        'Typing dots',
        'Typing dots show during a short wait of up to 10 s.',
      ),
      section('/docs/studio/pause-node#length', 2, 'Length', 'The longest pause is 7 days.'),
    ],
    focus: questionFocus(question),
  };

  it('goes on past a passage that supports it little to the one that states the fact', () => {
    const answer = composeAnswer(retrieval, question);
    expect(answer.kind).toBe('answer');
    // The typing-dots row (support 0.17) ranks second; it no longer ends the answer.
    expect(answer.kind === 'answer' && answer.text).toContain('The longest pause is 7 days');
  });
});
