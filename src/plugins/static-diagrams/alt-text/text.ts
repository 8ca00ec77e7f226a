/** Small text helpers shared by the describers. */

const NAMED_ENTITIES: Record<string, string> = {quot: '"', amp: '&', lt: '<', gt: '>', nbsp: ' ', apos: "'"};

/**
 * A label as a reader sees it: without the quotes and markdown-string backticks of the source, with
 * Mermaid's entity codes (`#quot;`, `#35;`) decoded, line breaks and HTML tags turned into spaces.
 */
export function cleanLabel(raw: string): string {
  let text = raw.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
  if (text.length >= 2 && text.startsWith('`') && text.endsWith('`')) text = text.slice(1, -1).replace(/\*\*/g, '');
  return text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/#([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Ends the text with a full stop unless it already ends with punctuation. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "a", "a and b", "a, b and c". */
export function listInProse(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
