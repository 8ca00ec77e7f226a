/**
 * Title and meta description of an API reference page. The openapi plugin gives operation pages no
 * description and the introduction the whole `info.description` (several thousand characters of
 * markdown), and renders the introduction twice, at /api and /api/introduction. Search results and
 * link previews need one short, distinct sentence per page.
 */

export const DESCRIPTION_MAX_LENGTH = 160;

/** The API reference's landing page (/api), which shows the introduction's content. */
export const API_ROOT_META = {
  title: 'API Reference',
  description:
    'The Mynah REST API reference: regions, API keys, rate limits, errors and every operation for users, events, audiences, messages, campaigns and tickets.',
};

/** Markdown or HTML reduced to its plain text on one line. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of the first paragraph, cut at a word boundary when longer than `max`. */
export function summarySentence(markdown: string, max = DESCRIPTION_MAX_LENGTH): string {
  const paragraph = plainText(markdown.trim().split(/\n\s*\n/)[0] ?? '');
  const sentence = /^.+?[.!?](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}

export type ApiPageMetaInput = {
  title: string;
  /** The item's own description (the whole `info.description` for the introduction). */
  description: string;
  /** The operation's description; absent on the introduction. */
  operationDescription?: string;
  /** True when the page is shown at the API root rather than at its own permalink. */
  atApiRoot: boolean;
};

export function apiPageMeta({title, description, operationDescription, atApiRoot}: ApiPageMetaInput): {
  title: string;
  description: string;
} {
  if (atApiRoot) return API_ROOT_META;
  return {title, description: summarySentence(operationDescription ?? description)};
}
