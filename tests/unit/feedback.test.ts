import {describe, expect, it, vi} from 'vitest';
import {
  buildFeedback,
  feedbackStorageKey,
  rememberedVote,
  rememberVote,
  sendFeedback,
  type Slot,
} from '../../src/utils/feedback';

function memorySlot(): Slot & {value: string | null} {
  const slot = {
    value: null as string | null,
    get: () => slot.value,
    set: (v: string) => void (slot.value = v),
  };
  return slot;
}

/** What Docusaurus's createStorageSlot returns when browser storage is unavailable. */
const noStorage: Slot = {get: () => null, set: () => {}};

describe('feedback', () => {
  it('keys one vote per canonical page path', () => {
    expect(feedbackStorageKey('/docs/a/')).toBe('mynah.feedback/docs/a');
    expect(feedbackStorageKey('/docs/a.html')).toBe(feedbackStorageKey('/docs/a'));
  });

  it('remembers a vote in storage', () => {
    const slot = memorySlot();
    expect(rememberedVote('/docs/stored', slot)).toBeUndefined();
    rememberVote('/docs/stored', 'no', slot);
    expect(slot.value).toBe('no');
    expect(rememberedVote('/docs/stored', slot)).toBe('no');
  });

  it('ignores unexpected stored values', () => {
    const slot = memorySlot();
    slot.value = 'maybe';
    expect(rememberedVote('/docs/odd', slot)).toBeUndefined();
  });

  it('falls back to remembering the vote for the visit when storage is unavailable', () => {
    expect(rememberedVote('/docs/no-storage', noStorage)).toBeUndefined();
    rememberVote('/docs/no-storage', 'yes', noStorage);
    expect(rememberedVote('/docs/no-storage', noStorage)).toBe('yes');
    expect(rememberedVote('/docs/other', noStorage)).toBeUndefined();
  });

  it('builds the body: canonical path, helpful as a boolean, trimmed and capped comment', () => {
    expect(
      buildFeedback({path: '/docs/a/', pageUrl: 'https://d/docs/a/', title: 'A', vote: 'no', comment: '  Too short. '}),
    ).toEqual({path: '/docs/a', pageUrl: 'https://d/docs/a/', title: 'A', helpful: false, comment: 'Too short.'});
    expect(
      buildFeedback({path: '/x', pageUrl: 'u', title: 't', vote: 'yes', comment: 'x'.repeat(3000)}).comment,
    ).toHaveLength(2000);
  });

  it('sends JSON and reports whether the endpoint accepted it, never throwing', async () => {
    const vote = buildFeedback({path: '/x', pageUrl: 'u', title: 't', vote: 'yes', comment: ''});
    const ok = vi.fn(async () => new Response('{}', {status: 200}));
    expect(await sendFeedback('https://f/api', vote, ok)).toBe(true);
    expect(ok).toHaveBeenCalledWith('https://f/api', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(vote),
    });
    expect(await sendFeedback('u', vote, async () => new Response('no', {status: 400}))).toBe(false);
    expect(
      await sendFeedback('u', vote, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(false);
  });
});
