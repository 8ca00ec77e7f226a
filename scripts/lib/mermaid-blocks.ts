import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Nodes} from 'mdast';

/** A ```mermaid block of a doc page. */
export interface MermaidBlock {
  /** Path of the page, relative to the site (`docs/a/b.md`). */
  file: string;
  /** Line of the opening fence in the page. */
  line: number;
  /** The block's text exactly as remark reads it, which is what the remark plugin looks diagrams up by. */
  source: string;
}

/**
 * The ```mermaid blocks of one Markdown text, found by the same CommonMark parser the site's Markdown
 * goes through, so indented blocks (in lists) and other fences match what the build sees.
 */
export function findMermaidBlocks(markdown: string): {line: number; source: string}[] {
  const blocks: {line: number; source: string}[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code' && node.lang === 'mermaid') {
      blocks.push({line: node.position?.start.line ?? 1, source: node.value});
    } else if ('children' in node) {
      node.children.forEach(visit);
    }
  };
  visit(fromMarkdown(markdown));
  return blocks;
}

type FoundBlocks = ReturnType<typeof findMermaidBlocks>;

/**
 * Every ```mermaid block of every .md/.mdx file under `dir`, in path order. Parsing is the slow part
 * (seconds for a few hundred pages), so the blocks of each file are kept in `cacheFile` by a hash of
 * the file's text and a page is parsed again only when it changed.
 */
export async function collectMermaidBlocks(siteDir: string, dir: string, cacheFile?: string): Promise<MermaidBlock[]> {
  const names = await fs.readdir(path.join(siteDir, dir), {recursive: true});
  const files = names
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();
  const previous = cacheFile ? await readBlockCache(cacheFile) : {};
  const next: Record<string, {hash: string; blocks: FoundBlocks}> = {};
  const blocks: MermaidBlock[] = [];
  for (const file of files) {
    const markdown = await fs.readFile(path.join(siteDir, file), 'utf8');
    // Cheap test first: most pages have no diagram and need no parse.
    if (!markdown.includes('mermaid')) continue;
    const hash = crypto.createHash('sha256').update(markdown).digest('hex');
    const found = previous[file]?.hash === hash ? previous[file].blocks : findMermaidBlocks(markdown);
    next[file] = {hash, blocks: found};
    for (const block of found) blocks.push({file, ...block});
  }
  if (cacheFile) await fs.writeFile(cacheFile, JSON.stringify(next));
  return blocks;
}

async function readBlockCache(file: string): Promise<Record<string, {hash: string; blocks: FoundBlocks}>> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, {hash: string; blocks: FoundBlocks}>;
  } catch {
    return {};
  }
}
