import {describe, expect, it} from 'vitest';
import {newestFirst, parseReleaseNote, toPlainText} from './parse';

const note = `Intro paragraph.

## Studio

### New: Dynamic chat node

**2023-09-14** · The [Dynamic chat node](../../platform_concepts/studio/dynamicchatnode.md) lets an LLM
hold a *free-form* exchange.

### Fixed: Canvas zoom

**2023-09-20** · Zoom no longer resets.

\`\`\`md
### New: not an entry inside a code fence
\`\`\`

## Inbox

### Improved: Canvas zoom

**2023-09-02** - Same title in another area gets its own anchor.
`;

describe('parseReleaseNote', () => {
  const entries = parseReleaseNote(note, '/docs/updates/2023/sep', 'sep.md');

  it('reads each dated entry with its area, kind and plain-text summary', () => {
    expect(entries).toHaveLength(3);
    expect(entries[0]).toEqual({
      date: '2023-09-14',
      kind: 'New',
      area: 'Studio',
      title: 'Dynamic chat node',
      summary: 'The Dynamic chat node lets an LLM hold a free-form exchange.',
      url: '/docs/updates/2023/sep#new-dynamic-chat-node',
    });
    expect(entries[2].area).toBe('Inbox');
  });

  it('builds the same anchors as the rendered headings', () => {
    expect(entries.map((e) => e.url.split('#')[1])).toEqual([
      'new-dynamic-chat-node',
      'fixed-canvas-zoom',
      'improved-canvas-zoom',
    ]);
  });

  it('reads Deprecated and Security entries as their own kinds, and ignores unknown kinds', () => {
    const more = parseReleaseNote(
      '## Platform\n\n### Deprecated: Legacy widget\n\n**2024-05-02** · Stops on 1 May 2025.\n\n### Security: Key rotation\n\n**2024-05-09** · Rotate keys.\n\n### Removed: Not a kind\n\n**2024-05-10** · Ignored.\n',
      '/docs/updates/2024/may',
      'may.md',
    );
    expect(more.map((e) => [e.kind, e.url])).toEqual([
      ['Deprecated', '/docs/updates/2024/may#deprecated-legacy-widget'],
      ['Security', '/docs/updates/2024/may#security-key-rotation'],
    ]);
  });

  it('fails loudly when an entry has no date', () => {
    expect(() => parseReleaseNote('## A\n\n### New: Thing\n\nNo date here.\n', '/x', 'x.md')).toThrow(
      /x.md: entry "Thing" must be followed by a line starting with \*\*YYYY-MM-DD\*\*/,
    );
  });

  it('sorts newest first', () => {
    expect(newestFirst(entries).map((e) => e.date)).toEqual(['2023-09-20', '2023-09-14', '2023-09-02']);
  });

  it('strips inline markdown', () => {
    expect(toPlainText('**Bold** [link](x.md) `code`  and\n _em_')).toBe('Bold link code and em');
  });
});
