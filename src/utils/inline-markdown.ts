/**
 * Splits the inline Markdown the OpenAPI descriptions use (`code`, **bold**, [links](url)) into
 * tokens, so pages render it at build time without a Markdown library in the browser.
 * Anything else stays plain text.
 */
export type InlineToken =
  | {kind: 'text'; text: string}
  | {kind: 'code'; text: string}
  | {kind: 'bold'; text: string}
  | {kind: 'link'; text: string; href: string};

const TOKEN = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inlineTokens(text: string): InlineToken[] {
  const out: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (at > last) out.push({kind: 'text', text: text.slice(last, at)});
    const [, code, bold, label, href] = match;
    if (code !== undefined) out.push({kind: 'code', text: code});
    else if (bold !== undefined) out.push({kind: 'bold', text: bold});
    else out.push({kind: 'link', text: label, href});
    last = at + match[0].length;
  }
  if (last < text.length) out.push({kind: 'text', text: text.slice(last)});
  return out;
}

/** Blank-line-separated blocks; a block whose lines all start with `- ` is a list. */
export function inlineBlocks(text: string): {list: boolean; lines: string[]}[] {
  return text
    .split(/\n{2,}/)
    .filter((b) => b.trim())
    .map((block) => {
      const lines = block.split('\n');
      const list = lines.every((l) => l.startsWith('- '));
      return list ? {list, lines: lines.map((l) => l.slice(2))} : {list, lines: [lines.join(' ')]};
    });
}
