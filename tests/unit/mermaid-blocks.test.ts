import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {collectMermaidBlocks, findMermaidBlocks} from '../../scripts/lib/mermaid-blocks';

describe('finding the Mermaid blocks of a page', () => {
  it('gives each block its fence line and its text as remark reads it, including blocks in lists', () => {
    const page = [
      '---',
      'title: Sign-in',
      '---',
      '',
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      '',
      '1. A step',
      '',
      '   ~~~mermaid',
      '   sequenceDiagram',
      '     A->>B: hi',
      '   ~~~',
      '',
      '```js',
      'const mermaid = 1;',
      '```',
    ].join('\n');
    expect(findMermaidBlocks(page)).toEqual([
      {line: 5, source: 'flowchart LR\n  A --> B'},
      {line: 12, source: 'sequenceDiagram\n  A->>B: hi'},
    ]);
  });

  it('reparses only pages that changed since the last run', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-blocks-'));
    fs.mkdirSync(path.join(site, 'docs', 'a'), {recursive: true});
    fs.writeFileSync(path.join(site, 'docs', 'a', 'one.md'), '```mermaid\nflowchart LR\n  A --> B\n```\n');
    fs.writeFileSync(path.join(site, 'docs', 'two.md'), 'No diagram here.\n');
    const cacheFile = path.join(site, 'blocks.json');

    expect(await collectMermaidBlocks(site, 'docs', cacheFile)).toEqual([
      {file: path.join('docs', 'a', 'one.md'), line: 1, source: 'flowchart LR\n  A --> B'},
    ]);
    // A cached entry is used as long as the page's text is unchanged: prove it by planting a marker.
    const cache = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    cache[path.join('docs', 'a', 'one.md')].blocks[0].source = 'from the cache';
    fs.writeFileSync(cacheFile, JSON.stringify(cache));
    expect((await collectMermaidBlocks(site, 'docs', cacheFile))[0].source).toBe('from the cache');

    fs.writeFileSync(path.join(site, 'docs', 'a', 'one.md'), '```mermaid\nflowchart TD\n  A --> C\n```\n');
    expect((await collectMermaidBlocks(site, 'docs', cacheFile))[0].source).toBe('flowchart TD\n  A --> C');
    fs.rmSync(site, {recursive: true, force: true});
  });
});
