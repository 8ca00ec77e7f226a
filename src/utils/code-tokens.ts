/**
 * The syntax tokens of a code block, computed at build time (src/plugins/static-highlight) and
 * rendered without a highlighter in the browser (src/theme/CodeBlock/Content).
 *
 * Encoded as a types table plus, per line, a flat list of [type index, length] pairs: the text itself
 * is already in the code block, so only where each token starts and what it is travel with the page.
 */
export type CodeToken = {types: string[]; content: string; empty?: boolean};

export type EncodedTokens = {t: string[]; l: number[][]};

export function encodeTokens(lines: CodeToken[][]): string {
  const types: string[] = [];
  const index = new Map<string, number>();
  const encoded = lines.map((line) =>
    line.flatMap((token) => {
      const key = token.types.join(' ');
      let id = index.get(key);
      if (id === undefined) {
        id = types.length;
        types.push(key);
        index.set(key, id);
      }
      return [id, token.content.length];
    }),
  );
  return JSON.stringify({t: types, l: encoded} satisfies EncodedTokens);
}

/**
 * Rebuilds the tokens of `code` from their encoding, or returns null when they do not describe this
 * exact text (a malformed value, or code changed after tokenising), so the caller shows it unhighlighted.
 */
export function decodeTokens(code: string, encoded: string): CodeToken[][] | null {
  let parsed: EncodedTokens;
  try {
    parsed = JSON.parse(encoded) as EncodedTokens;
  } catch {
    return null;
  }
  if (!Array.isArray(parsed?.t) || !Array.isArray(parsed?.l)) return null;
  const sourceLines = code.split('\n');
  if (sourceLines.length !== parsed.l.length) return null;
  const lines: CodeToken[][] = [];
  for (let i = 0; i < sourceLines.length; i++) {
    const text = sourceLines[i];
    const pairs = parsed.l[i];
    const line: CodeToken[] = [];
    let offset = 0;
    for (let p = 0; p + 1 < pairs.length; p += 2) {
      const types = parsed.t[pairs[p]];
      if (types === undefined) return null;
      const content = text.slice(offset, offset + pairs[p + 1]);
      offset += pairs[p + 1];
      line.push(content === '' ? {types: types.split(' '), content, empty: true} : {types: types.split(' '), content});
    }
    if (offset !== text.length) return null;
    lines.push(line.length ? line : [{types: ['plain'], content: '', empty: true}]);
  }
  return lines;
}

/** Every line as one plain token: how a block without build-time tokens is shown. */
export function plainTokens(code: string): CodeToken[][] {
  return code
    .split('\n')
    .map((text) => [text === '' ? {types: ['plain'], content: '', empty: true} : {types: ['plain'], content: text}]);
}
