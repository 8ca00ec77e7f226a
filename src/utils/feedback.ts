/**
 * The doc-page feedback footer's rules: one vote per page per reader, remembered in browser
 * storage when there is some and for the rest of the visit when there is none, and the body
 * POSTed to the feedback endpoint. DOM-free, so it runs under Vitest; the UI is
 * src/components/PageFeedback.
 */
import {canonicalPath} from './canonical-path';

export const MAX_COMMENT = 2000;

/** The body of a vote, as the feedback endpoint (and the stand-in) expects it. */
export type FeedbackVote = {path: string; pageUrl: string; title: string; helpful: boolean; comment: string};

export type Vote = 'yes' | 'no';

/** A storage slot as Docusaurus's createStorageSlot returns it: a no-op when storage is unavailable. */
export type Slot = {get: () => string | null; set: (value: string) => void};

export function feedbackStorageKey(path: string): string {
  return `mynah.feedback${canonicalPath(path)}`;
}

/** Votes given during this visit, so a reader without storage still votes once per page. */
const votedThisVisit = new Map<string, Vote>();

export function rememberedVote(path: string, slot: Slot): Vote | undefined {
  const stored = slot.get();
  if (stored === 'yes' || stored === 'no') return stored;
  return votedThisVisit.get(canonicalPath(path));
}

export function rememberVote(path: string, vote: Vote, slot: Slot): void {
  votedThisVisit.set(canonicalPath(path), vote);
  slot.set(vote);
}

export function buildFeedback(input: {
  path: string;
  pageUrl: string;
  title: string;
  vote: Vote;
  comment: string;
}): FeedbackVote {
  return {
    path: canonicalPath(input.path),
    pageUrl: input.pageUrl,
    title: input.title,
    helpful: input.vote === 'yes',
    comment: input.comment.trim().slice(0, MAX_COMMENT),
  };
}

/** POSTs the vote; true when the endpoint accepted it. Never throws. */
export async function sendFeedback(url: string, vote: FeedbackVote, doFetch: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(vote),
    });
    return response.ok;
  } catch {
    return false;
  }
}
