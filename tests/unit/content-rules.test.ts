import {describe, expect, it} from 'vitest';
import {pageKind, pageProblems, proseWords, releaseEntries, siteLinks} from '../../scripts/lib/content-rules';

const tags = new Set(['flows', 'whatsapp']);
const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const good = {
  title: 'Flows',
  description: 'How flows are built, organised and debugged in Mynah Studio.',
  tags: ['flows'],
};
const links = '[a](./a.md) [b](/api/add-user)';

describe('content rules', () => {
  it('classifies pages by the minimum they must meet', () => {
    expect(pageKind('glossary/csat.md')).toBe('glossary');
    expect(pageKind('updates/2024/jan.md')).toBe('release-note');
    expect(pageKind('updates/2024/insightsrevamp.md')).toBe('guide');
    expect(pageKind('platform_concepts/studio/build/nodes/message-nodes1/text-node.md')).toBe('reference');
    expect(pageKind('platform_concepts/appConfiguration/payments/stripe.md')).toBe('reference');
    expect(pageKind('cookbooks/studio/build-bot.md')).toBe('guide');
  });

  it('counts prose words without code', () => {
    expect(proseWords('one two `code span` three\n```js\nconst not = counted;\n```\n[four](./x.md)')).toBe(5);
  });

  it('finds links to site pages only', () => {
    expect(
      siteLinks('[a](./a.md) [b](../b.md#x) [c](/api/add-user) [d](https://x.org) [e](#top) [f](/docs/x)'),
    ).toEqual(['./a.md', '../b.md#x', '/api/add-user']);
  });

  it('accepts a page that meets the standard', () => {
    expect(pageProblems('cookbooks/x.md', good, `${words(300)} ${links}`, tags)).toEqual([]);
  });

  it('reports each way a page falls short', () => {
    const problems = pageProblems('cookbooks/x.md', {title: 'X', tags: ['nope']}, `${words(20)} TODO`, tags);
    expect(problems).toEqual([
      'front matter has no description',
      'unknown tag "nope"',
      '21 words of prose (minimum 300 for a guide page)',
      'placeholder text (TODO, TBD, lorem ipsum, coming soon)',
      'fewer than two links to related pages',
    ]);
  });

  it('refuses DocCard lists, whose data the slimmed docs metadata leaves out', () => {
    expect(pageProblems('cookbooks/x.md', good, `${words(300)} ${links}\n<DocCardList />`, tags)).toEqual([
      'uses DocCard or DocCardList, which need the doc map src/plugins/slim-docs drops',
    ]);
  });

  it('refuses inline styles on the page, not in code samples', () => {
    expect(
      pageProblems('cookbooks/x.md', good, `${words(300)} ${links}\n<span style={{color: 'red'}}>x</span>`, tags),
    ).toEqual(['inline style attribute: colours and sizes come from the stylesheet (axe checks them per page kind)']);
    expect(
      pageProblems('cookbooks/x.md', good, `${words(300)} ${links}\n<p style="color:#777">x</p>`, tags),
    ).toHaveLength(1);
    expect(
      pageProblems(
        'cookbooks/x.md',
        good,
        `${words(300)} ${links}\n\`\`\`html\n<td style="padding:4px">\n\`\`\``,
        tags,
      ),
    ).toEqual([]);
  });

  it('refuses images without alt text and headings that skip a level, outside code samples', () => {
    const page = (extra: string) => pageProblems('cookbooks/x.md', good, `${words(300)} ${links}\n${extra}`, tags);
    expect(page('![](./flow.png)')).toEqual(['an image without alt text']);
    expect(page('<img src="./flow.png" />')).toEqual(['an image without alt text']);
    expect(page('![The flow](./flow.png) <img src="./a.png" alt="A" />')).toEqual([]);
    expect(page('## Steps\n\n#### Detail')).toEqual(['heading level skipped (h2 → h4)']);
    expect(page('## Steps\n\n### Detail\n\n## Next')).toEqual([]);
    expect(page('```md\n![](x.png)\n#### y\n```')).toEqual([]);
  });

  it('requires four dated entries in a monthly release note', () => {
    const body = `${words(160)} ${links}\n## January 2023\n### New: A\n### Fixed: B\n### Deprecated: C\n### Removed: D\n`;
    expect(releaseEntries(body)).toBe(3);
    expect(pageProblems('updates/2023/jan.md', good, body, tags)).toEqual(['3 dated entries (minimum 4)']);
  });
});
