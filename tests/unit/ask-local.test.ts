import {describe, expect, it, vi} from 'vitest';
import {chunkPassages, unitTexts} from '../../src/plugins/search-index/build-passages';
import {chunks, engine, index, records, storeFor} from './fixtures/ask-docs';
import {retrieve, searchText} from '../../src/ask/retrieve';
import {composeAnswer, createLocalAnswerer} from '../../src/ask/local-answerer';
import {splitSentences} from '../../src/ask/sentences';
import {questionProblem, ASK_LIMITS} from '../../src/ask/settings';
import type {AnswerEvent} from '../../src/ask/answerer';

const store = storeFor();

/**
 * A few pages have few headings: the signal of words no heading is about (calibrated on the full docs,
 * tested in ask-focus-coverage.test.ts) is set aside here.
 */
async function ask(question: string, history: {question: string; answer: string}[] = []) {
  return composeAnswer(await retrieve(engine, store, question, history), question, {minTopic: 0});
}

describe('passages', () => {
  it('hold the text of each search unit, in the index order, without page descriptions', () => {
    const texts = unitTexts(records);
    expect(texts).toHaveLength(index.units.length);
    const merging = index.units.findIndex((u) => u[3] === 'merging-tickets');
    expect(texts[merging]).toEqual([
      'Open the primary ticket and pick up to 5 other tickets to merge into it. Merging cannot be undone.',
      'Only supervisors can merge tickets of different requesters.',
    ]);
    expect(texts.flat().join(' ')).not.toContain('All about');
  });

  it('are split into files at page boundaries', () => {
    expect(chunks.map((c) => c.start)).toEqual(
      index.units.map((u, i) => (i === 0 || index.units[i - 1][0] !== u[0] ? i : -1)).filter((i) => i >= 0),
    );
    expect(chunkPassages(records)).toHaveLength(1);
  });

  it('are fetched file by file, once, and a failed file is tried again', async () => {
    let fail = true;
    const fetchJson = vi.fn(async (url: string) => {
      if (url === '1' && fail) {
        fail = false;
        throw new Error('offline');
      }
      return chunks[Number(url)];
    });
    const flaky = storeFor(chunks, fetchJson);
    const widgetUnit = chunks[1].start + 1;
    await expect(flaky.texts([widgetUnit])).rejects.toThrow('offline');
    expect((await flaky.texts([widgetUnit, 0])).get(widgetUnit)?.[0]).toMatch(/^List every host/);
    await flaky.texts([0, widgetUnit]);
    expect(fetchJson.mock.calls.map(([url]) => url).sort()).toEqual(['0', '1', '1']);
  });
});

describe('sentences', () => {
  it('split at sentence ends, not at abbreviations or inside table rows', () => {
    expect(splitSentences('Pick a region, e.g. EU. It cannot change later! Why? Because data stays there.')).toEqual([
      'Pick a region, e.g. EU.',
      'It cannot change later!',
      'Why?',
      'Because data stays there.',
    ]);
    expect(splitSentences('Rows per table · 100,000. Limit · 5')).toEqual(['Rows per table · 100,000. Limit · 5']);
    expect(splitSentences('Version 4.6.0 is current.')).toEqual(['Version 4.6.0 is current.']);
  });
});

describe('the local answerer', () => {
  it('answers from the best-supported sentences and cites the section', async () => {
    const answer = await ask('How many tickets can I merge at once?');
    expect(answer.kind).toBe('answer');
    if (answer.kind !== 'answer') return;
    expect(answer.text).toContain('up to 5 other tickets');
    expect(answer.text).toMatch(/\[1\]/);
    expect(answer.sources[0]).toEqual({
      n: 1,
      path: '/docs/inbox/tickets#merging-tickets',
      page: 'Tickets',
      section: 'Merging tickets',
    });
  });

  it('prefers the page that documents a feature over a release note that mentions it', async () => {
    const answer = await ask('How many tickets can be merged?');
    expect(answer.kind === 'answer' && answer.sources[0].path).toBe('/docs/inbox/tickets#merging-tickets');
  });

  it('keeps a list with the sentence that introduces it', async () => {
    const answer = await ask('Why does the widget bubble not appear on my host?');
    expect(answer.kind).toBe('answer');
    if (answer.kind !== 'answer') return;
    expect(answer.text).toContain('the bubble does not appear: [1]');
    expect(answer.text).toContain('\n- the console shows widget_domain_not_allowed;');
  });

  it('declines a question the docs do not cover, rather than guessing', async () => {
    const answer = await ask('How do I bake sourdough bread?');
    expect(answer).toMatchObject({kind: 'declined', closest: []});
    expect(answer.support).toBeLessThan(0.3);
  });

  it('searches for the subject, not for the people in the story or the tense', () => {
    // Pronouns and "have" are rare in the docs' text, so their idf would outweigh the subject.
    expect(searchText('My colleague logged out. Which tickets has he left, and where did they go?', [])).toBe(
      'colleague logged out tickets left and go',
    );
    expect(searchText('What had she set as her status?', [])).toBe('set as status');
  });

  it('reads the measure after "how" as the shape of the answer, not as its subject', () => {
    expect(searchText('How large an attachment can a widget upload?', [])).toBe('an attachment widget upload');
    expect(searchText('How far back does the audit trail go?', [])).toBe('back the audit trail go');
    // Elsewhere the same words say something about the subject.
    expect(searchText('Are large attachments compressed?', [])).toBe('large attachments compressed');
  });

  it('understands a follow-up through the question before it', async () => {
    expect(searchText('Can it be undone?', [{question: 'How do I merge tickets?', answer: '…'}])).toBe(
      'undone merge tickets',
    );
    expect(searchText('What are ticket statuses?', [{question: 'How do I merge tickets?', answer: '…'}])).toBe(
      'ticket statuses',
    );
    const followUp = await ask('Can it be undone?', [{question: 'How many tickets can I merge?', answer: '…'}]);
    expect(followUp.kind === 'answer' && followUp.text).toContain('Merging cannot be undone');
  });

  it('streams sources, then text, then done; or declined, then done', async () => {
    const answerer = createLocalAnswerer(async () => ({engine, store}));
    const events: AnswerEvent[] = [];
    for await (const event of answerer.answer('How many tickets can I merge at once?', [])) events.push(event);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('sources');
    expect(types.at(-1)).toBe('done');
    expect(new Set(types.slice(1, -1))).toEqual(new Set(['text']));
    const declined: AnswerEvent[] = [];
    for await (const event of answerer.answer('Who wrote Pride and Prejudice?', [])) declined.push(event);
    expect(declined.map((e) => e.type)).toEqual(['declined', 'done']);
  });
});

describe('question rules', () => {
  it('reject empty and over-long questions with a message, and accept the rest', () => {
    expect(questionProblem('   \n ')).toBe('Type a question first.');
    expect(questionProblem('x'.repeat(ASK_LIMITS.maxQuestionLength + 1))).toMatch(
      /^Questions can be up to 300 characters; this one has 301/,
    );
    expect(questionProblem(`  ${'x'.repeat(ASK_LIMITS.maxQuestionLength)}  `)).toBeNull();
  });
});
