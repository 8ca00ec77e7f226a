import {describe, expect, it} from 'vitest';
import {formsOf} from '../../src/ask/word-forms';

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
  ];

  it('joins a final e, -ation and -ment, and British and American spellings', () => {
    expect(formsOf('date', terms)).toEqual(['dat']);
    expect(formsOf('renam', terms)).toEqual(['rename']);
    expect(formsOf('expir', terms)).toEqual(['expiration']);
    expect(formsOf('personalisation', terms)).toEqual(['personalization']);
    expect(formsOf('attach', terms)).toEqual(['attachment']);
  });

  it('leaves apart endings that change the meaning, and short words', () => {
    expect(formsOf('bus', terms)).toEqual([]);
    expect(formsOf('busy', terms)).toEqual([]);
    expect(formsOf('product', terms)).toEqual([]);
  });
});
