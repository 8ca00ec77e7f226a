import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {frontmatter} from 'micromark-extension-frontmatter';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {readFrontMatter} from '../../src/plugins/llms-txt/front-matter';
import {markdownPath} from '../../src/utils/markdown-path';
import {BUILD_DIR, readBuilt} from './build-dir';

/** Needs the built site: `npm run build`, then `npm run test:built`. */

/** Custom React pages (src/pages) with no Markdown source; the search page is a form, not content. */
const WITHOUT_MARKDOWN = new Set(['/', '/docs', '/enterprise-integration', '/search', '/videos', '/whats-new']);

const sitemapPaths = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
  new URL(m[1]).pathname.replace(/(.)\/$/, '$1'),
);

function parse(markdown: string) {
  return fromMarkdown(markdown, {
    extensions: [gfm(), frontmatter(['yaml'])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });
}

function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* walk(child as Nodes);
}

/** What a reader of the Markdown sees outside code: text with no HTML elements or JSX left in it. */
function summary(markdown: string) {
  const nodes = [...walk(parse(markdown))];
  const text = (node: Nodes): string =>
    'value' in node ? node.value : 'children' in node ? node.children.map((c) => text(c as Nodes)).join('') : '';
  return {
    headings: nodes.filter((n) => n.type === 'heading').map((n) => ({depth: n.depth, text: text(n)})),
    code: nodes.filter((n) => n.type === 'code').map((n) => ({lang: n.lang ?? null, value: n.value})),
    html: nodes.filter((n) => n.type === 'html').map((n) => n.value),
    prose: nodes
      .filter((n) => n.type === 'text')
      .map((n) => n.value)
      .join('\n'),
  };
}

describe('llms.txt', () => {
  const text = readBuilt('llms.txt');

  it('has the llmstxt.org shape: title, summary, sections of described links', () => {
    expect(text.startsWith('# Mynah Docs\n\n> ')).toBe(true);
    expect(text.match(/^## .*/gm)).toEqual([
      '## Help docs',
      '## Use case guides',
      '## API reference',
      '## Tutorials',
      '## Glossary',
      '## Optional',
    ]);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(400);
    expect(links).toContain('https://docs.mynah.app/api/add-user.md');
  });

  it('links only to Markdown files that the build has', () => {
    const missing = [...text.matchAll(/\]\((https:\/\/[^)]+)\)/g)]
      .map((m) => new URL(m[1]).pathname)
      .filter((p) => p.endsWith('.md') && !fs.existsSync(path.join(BUILD_DIR, p)));
    expect(missing).toEqual([]);
  });
});

describe('llms-full.txt', () => {
  const full = readBuilt('llms-full.txt');

  it('holds every doc page in sidebar order, the first sidebar first', () => {
    const urls = [...full.matchAll(/^url: (\S+)$/gm)].map((m) => new URL(m[1]).pathname);
    expect(urls[0]).toBe('/docs/platform_concepts/getting-started');
    const docs = sitemapPaths.filter((p) => p.startsWith('/docs/') && !p.startsWith('/docs/tags'));
    expect(new Set(urls.filter((u) => u.startsWith('/docs/')))).toEqual(new Set(docs));
    expect(urls).toContain('/api/add-user');
  });
});

describe('Markdown pages', () => {
  it('exist for every page of the sitemap but the custom React pages, each with a title and URL', () => {
    const problems: string[] = [];
    for (const sitePath of sitemapPaths.filter((p) => !WITHOUT_MARKDOWN.has(p))) {
      const file = path.join(BUILD_DIR, markdownPath(sitePath));
      if (!fs.existsSync(file)) {
        problems.push(`${sitePath}: no ${markdownPath(sitePath)}`);
        continue;
      }
      const front = readFrontMatter(fs.readFileSync(file, 'utf8'));
      if (!front?.title || typeof front.description !== 'string' || !String(front.url).endsWith(sitePath)) {
        problems.push(`${sitePath}: front matter ${JSON.stringify(front)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(sitemapPaths.length - WITHOUT_MARKDOWN.size).toBeGreaterThan(500);
  });

  // Parses all 400+ doc pages: slow on a busy machine.
  it('have no HTML or JSX left outside code, on any doc page', {timeout: 300_000}, () => {
    const withHtml = sitemapPaths
      .filter((p) => p.startsWith('/docs/'))
      .filter((p) => summary(readBuilt(markdownPath(p))).html.length > 0);
    expect(withHtml).toEqual([]);
  });

  it('round-trip a doc with admonitions and a diagram', () => {
    const markdown = readBuilt('docs/platform_concepts/getting-started.md');
    expect(readFrontMatter(markdown)).toMatchObject({
      title: 'Getting started with Mynah',
      url: 'https://docs.mynah.app/docs/platform_concepts/getting-started',
    });
    const page = summary(markdown);
    expect(page.headings[0]).toEqual({depth: 1, text: 'Getting started with Mynah'});
    expect(page.headings.map((h) => h.text)).toContain('How Mynah is organised');
    expect(page.code.find((c) => c.lang === 'mermaid')?.value).toMatch(/^flowchart TD\n/);
    expect(page.html).toEqual([]);
    expect(markdown).not.toMatch(/:::|<img|<svg|\]\(\.{1,2}\//);
  });

  it('round-trip a cookbook with code and admonitions as labelled blockquotes', () => {
    const source = fs.readFileSync('docs/cookbooks/marketplace-templates/lead-capture.md', 'utf8');
    const markdown = readBuilt('docs/cookbooks/marketplace-templates/lead-capture.md');
    const page = summary(markdown);
    const sourceFences = source.match(/^```/gm)?.length ?? 0;
    expect(page.code.length).toBe(sourceFences / 2);
    expect(page.html).toEqual([]);
    expect(markdown).toMatch(/^> \*\*(Tip|Caution|Note|Danger)\*\*/m);
    expect(markdown).not.toContain(':::');
    const sourceHeadings = source.match(/^#{2,6} .*/gm) ?? [];
    expect(page.headings.slice(1).map((h) => h.text)).toEqual(sourceHeadings.map((h) => h.replace(/^#+ /, '')));
  });

  it('round-trip an API operation with its parameters, examples and samples', () => {
    const markdown = readBuilt('api/add-user.md');
    expect(readFrontMatter(markdown)).toMatchObject({title: 'Add user', url: 'https://docs.mynah.app/api/add-user'});
    const page = summary(markdown);
    expect(page.headings.map((h) => h.text)).toEqual(
      expect.arrayContaining([
        'Add user',
        'Parameters',
        'Request body (required)',
        'Responses',
        '201',
        'Samples',
        'curl',
      ]),
    );
    expect(markdown).toContain('`POST /users`');
    expect(markdown).toContain('| `bot_id` | query |');
    const langs = page.code.map((c) => c.lang);
    expect(langs).toEqual(expect.arrayContaining(['json', 'bash', 'javascript', 'python']));
    const curl = page.code.find((c) => c.lang === 'bash')!.value;
    expect(curl).toMatch(/^curl -X POST "https:\/\/us\.api\.mynah\.app\/v1\/users\?bot_id=bot_k3v9q2m7xa"/);
    for (const block of page.code.filter((c) => c.lang === 'json')) expect(() => JSON.parse(block.value)).not.toThrow();
    expect(page.html).toEqual([]);
  });
});
