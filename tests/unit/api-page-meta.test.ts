import {describe, expect, it} from 'vitest';
import {API_ROOT_META, apiPageMeta, plainText, summarySentence} from '../../src/utils/api-page-meta';
import {loadSpec} from '../lib/openapi';

describe('plainText', () => {
  it('drops markdown and HTML but keeps the words', () => {
    expect(plainText('Creates a user in **Engage → Users**, keyed by `user_id`; see [keys](/docs/k).')).toBe(
      'Creates a user in Engage → Users, keyed by user_id; see keys.',
    );
    expect(plainText('<span style="opacity:0.6">string</span>\n  value')).toBe('string value');
  });
});

describe('summarySentence', () => {
  it('takes the first sentence of the first paragraph', () => {
    expect(summarySentence('First one. Second one.\n\nAnother paragraph.')).toBe('First one.');
  });

  it('does not split on a dot inside a word or number', () => {
    expect(summarySentence('Send v1.2 events to docs.mynah.app now. Later.')).toBe(
      'Send v1.2 events to docs.mynah.app now.',
    );
  });

  it('cuts a long sentence at a word boundary with an ellipsis', () => {
    const long = `${'word '.repeat(60).trim()}.`;
    const out = summarySentence(long, 50);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(out).toMatch(/word…$/);
  });
});

describe('apiPageMeta', () => {
  it('gives the API root its own title and description', () => {
    expect(apiPageMeta({title: 'Introduction', description: 'Long intro.', atApiRoot: true})).toEqual(API_ROOT_META);
  });

  it('describes the introduction by its first sentence', () => {
    expect(apiPageMeta({title: 'Introduction', description: 'The API. More.', atApiRoot: false})).toEqual({
      title: 'Introduction',
      description: 'The API.',
    });
  });

  it('gives every operation of the OpenAPI description a distinct, short description', () => {
    const spec = loadSpec();
    const descriptions: string[] = [];
    for (const item of Object.values<Record<string, {summary: string; description?: string}>>(spec.paths)) {
      for (const op of Object.values(item)) {
        if (!op?.summary) continue;
        const meta = apiPageMeta({
          title: op.summary,
          description: '',
          operationDescription: op.description,
          atApiRoot: false,
        });
        expect(meta.description.length, op.summary).toBeGreaterThan(40);
        expect(meta.description.length, op.summary).toBeLessThanOrEqual(160);
        descriptions.push(meta.description);
      }
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
