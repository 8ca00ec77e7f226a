import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  ASK_FEEDBACK_EVENT,
  ASK_FEEDBACK_SINK_SIZE,
  recordFeedback,
  type AskFeedbackEvent,
} from '../../src/ask/feedback';

const vote: AskFeedbackEvent = {
  eventType: 'ask-feedback',
  vote: 'dislike',
  reason: 'Wrong section',
  question: 'How many tickets can I merge?',
  citedUrls: ['/docs/platform_concepts/inbox/tickets#merging-tickets'],
  answerer: 'local',
  page: '/docs?run=1',
  timestamp: 1_700_000_000_000,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubPage() {
  const page = Object.assign(new EventTarget(), {__mynahAskFeedback: undefined as AskFeedbackEvent[] | undefined});
  const fetch = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('window', page);
  vi.stubGlobal('fetch', fetch);
  return {page, fetch};
}

describe('Ask AI votes', () => {
  it('go to the page sink and a DOM event, and to the endpoint as {events: [...]}', () => {
    const {page, fetch} = stubPage();
    const heard: unknown[] = [];
    page.addEventListener(ASK_FEEDBACK_EVENT, (e) => heard.push((e as CustomEvent).detail));
    recordFeedback(vote, 'https://votes.example.com/ask');
    expect(page.__mynahAskFeedback).toEqual([vote]);
    expect(heard).toEqual([vote]);
    expect(fetch).toHaveBeenCalledWith('https://votes.example.com/ask', {
      method: 'POST',
      keepalive: true,
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({events: [vote]}),
    });
  });

  it('stay in the page without an endpoint, keeping the last 100', () => {
    const {page, fetch} = stubPage();
    for (let i = 0; i < ASK_FEEDBACK_SINK_SIZE + 5; i++) recordFeedback({...vote, timestamp: i}, null);
    expect(fetch).not.toHaveBeenCalled();
    expect(page.__mynahAskFeedback).toHaveLength(ASK_FEEDBACK_SINK_SIZE);
    expect(page.__mynahAskFeedback?.[0].timestamp).toBe(5);
  });
});
