import {describe, expect, it} from 'vitest';
import {formsOf} from '../../src/ask/word-forms';
import {rewrittenAs, wordIdf} from '../../src/ask/retrieve';

describe('word forms the docs use for a reader\u2019s word', () => {
  // Index terms as the light stemmer writes them ("back-dated" → "dat", "renamed" → "renam").
  const terms = [
    'date',
    'dat',
    'renam',
    'rename',
    'expir',
    'expiration',
    'personalization',
    'bus',
    'busy',
    'product',
    'production',
    'attach',
    'attachment',
    'inspect',
    'inspection',
    'direct',
    'direction',
  ];

  it('joins a final e, -ion, -ation and -ment, and British and American spellings', () => {
    expect(formsOf('date', terms)).toEqual(['dat']);
    expect(formsOf('renam', terms)).toEqual(['rename']);
    expect(formsOf('expir', terms)).toEqual(['expiration']);
    expect(formsOf('personalisation', terms)).toEqual(['personalization']);
    expect(formsOf('attach', terms)).toEqual(['attachment']);
    expect(formsOf('inspect', terms)).toEqual(['inspection']);
    expect(formsOf('inspection', terms)).toEqual(['inspect']);
  });

  it('leaves apart endings that change the meaning, and short words', () => {
    expect(formsOf('bus', terms)).toEqual([]);
    expect(formsOf('busy', terms)).toEqual([]);
    expect(formsOf('product', terms)).toEqual([]);
    expect(formsOf('direct', terms)).toEqual([]);
    expect(formsOf('direction', terms)).toEqual([]);
  });
});

describe("the search vocabulary's docs terms for a reader's phrase", () => {
  it('are given to each word of the phrase, and to no other word', () => {
    const a = [{term: 'how', weight: 1}];
    const b = [{term: 'saved', weight: 1}];
    const c = [{term: 'repli', weight: 1}];
    const d = [{term: 'limit', weight: 1}];
    const plan = {
      words: ['how', 'saved', 'repli', 'limit'],
      raw: ['how', 'saved', 'replies', 'limit'],
      candidates: [a, b, c, d],
      rewritten: {
        words: ['how', 'canned', 'respons', 'limit'],
        raw: ['how', 'canned', 'respons', 'limit'],
        candidates: [a, [{term: 'canned', weight: 1}], [{term: 'respons', weight: 1}], d],
      },
    };
    expect([...rewrittenAs(plan)]).toEqual([
      [1, ['canned', 'respons']],
      [2, ['canned', 'respons']],
    ]);
  });
});

describe('how telling a question\u2019s word is', () => {
  const idf = (term: string) => ({refund: 2, refunds: 8, refundid: 7})[term] ?? 9;

  it('is the idf of the word itself, not of a rarer spelling the index also holds', () => {
    const candidates = [
      {term: 'refund', weight: 1},
      {term: 'refunds', weight: 1},
    ];
    expect(wordIdf('refund', candidates, idf)).toBe(2);
  });

  it('is the rarest exact match when the word itself is not a term, else that of an unseen word', () => {
    expect(wordIdf('refund_id', [{term: 'refundid', weight: 1}], idf)).toBe(7);
    expect(wordIdf('rebate', [{term: 'refund', weight: 0.6}], idf)).toBe(9);
  });
});
