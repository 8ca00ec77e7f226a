import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toHast} from 'mdast-util-to-hast';
import type {Element, Nodes as HastNodes} from 'hast';
import type {Root} from 'mdast';
import remarkStaticDiagrams, {type StaticDiagramsOptions} from './remark';
import {MANIFEST_FORMAT, sourceKey, type DiagramManifest} from './manifest';

const SOURCE = 'flowchart LR\n  A[Ask for phone] --> B[Send OTP]';
const PAGE = ['# Sign-in', '', 'Intro.', '', '```mermaid', SOURCE, '```', '', '```js', 'const a = 1;', '```', ''].join(
  '\n',
);

let dir: string;
let manifestFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-diagrams-'));
  manifestFile = path.join(dir, 'manifest.json');
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

function writeManifest(diagrams: DiagramManifest['diagrams'], complete = true): void {
  const manifest: DiagramManifest = {format: MANIFEST_FORMAT, complete, mermaidVersion: '11.0.0', diagrams};
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
}

const RENDERED: DiagramManifest['diagrams'] = {
  [sourceKey(SOURCE)]: {
    svg: {light: {file: 'aaa.svg', width: 812, height: 120}, dark: {file: 'bbb.svg', width: 812, height: 121}},
    texts: [],
  },
};

type Transform = ReturnType<typeof remarkStaticDiagrams>;

function plugin(options: Partial<StaticDiagramsOptions> = {}): Transform {
  return remarkStaticDiagrams({manifestFile, baseUrl: '/docs-site/', onMissingSvg: 'throw', ...options});
}

/** Runs the plugin on the page and converts the result to HTML's tree, as the site build does. */
function compile(markdown: string, transform: Transform = plugin()): HastNodes {
  const tree: Root = fromMarkdown(markdown);
  transform(tree, {path: 'docs/sign-in.md'});
  return toHast(tree);
}

function elements(node: HastNodes, tagName: string): Element[] {
  const found: Element[] = node.type === 'element' && node.tagName === tagName ? [node] : [];
  const children = 'children' in node ? node.children : [];
  return [...found, ...children.flatMap((child) => elements(child as HastNodes, tagName))];
}

describe('the static-diagrams remark plugin', () => {
  it('replaces a rendered diagram with a figure of a light and a dark image', () => {
    writeManifest(RENDERED);
    const html = compile(PAGE);
    const [figure] = elements(html, 'figure');
    expect(figure.properties.className).toEqual(['static-diagram', 'static-diagram--wide']);
    const images = elements(figure, 'img');
    expect(images.map((img) => img.properties)).toEqual([
      expect.objectContaining({
        className: ['static-diagram__image', 'static-diagram__image--light'],
        src: '/docs-site/assets/diagrams/aaa.svg',
        width: 812,
        height: 120,
        alt: 'Flowchart: Ask for phone → Send OTP.',
        loading: 'lazy',
        decoding: 'async',
      }),
      expect.objectContaining({
        className: ['static-diagram__image', 'static-diagram__image--dark'],
        src: '/docs-site/assets/diagrams/bbb.svg',
        width: 812,
        height: 121,
        alt: 'Flowchart: Ask for phone → Send OTP.',
      }),
    ]);
    expect(elements(figure, 'a').map((a) => a.properties.href)).toEqual([
      '/docs-site/assets/diagrams/aaa.svg',
      '/docs-site/assets/diagrams/bbb.svg',
    ]);
    // The Mermaid source is gone; other code blocks stay.
    expect(elements(html, 'pre')).toHaveLength(1);
  });

  it('replaces diagrams nested in lists too', () => {
    writeManifest(RENDERED);
    const html = compile(
      ['1. Step one', '', '   ```mermaid', '   flowchart LR', '     A[Ask for phone] --> B[Send OTP]', '   ```'].join(
        '\n',
      ),
    );
    expect(elements(html, 'figure')).toHaveLength(1);
  });

  it('marks only diagrams wider than the doc column as wide', () => {
    writeManifest({
      [sourceKey(SOURCE)]: {
        svg: {light: {file: 'a.svg', width: 400, height: 90}, dark: {file: 'b.svg', width: 400, height: 90}},
        texts: [],
      },
    });
    expect(elements(compile(PAGE), 'figure')[0].properties.className).toEqual(['static-diagram']);
  });

  it('leaves a diagram with no SVG to the browser when rendering was incomplete (no Chromium)', () => {
    writeManifest({}, false);
    const html = compile(PAGE);
    expect(elements(html, 'figure')).toHaveLength(0);
    expect(elements(html, 'code').map((code) => code.properties.className)).toContainEqual(['language-mermaid']);
  });

  it('leaves every diagram to the browser when there is no manifest, and says so once in a build', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const transform = plugin();
    expect(elements(compile(PAGE, transform), 'figure')).toHaveLength(0);
    compile(PAGE, transform);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/Mermaid diagrams are drawn in the browser/);
    warn.mockRestore();
  });

  it('leaves a diagram being edited to the browser in the dev server', () => {
    writeManifest({});
    expect(elements(compile(PAGE, plugin({onMissingSvg: 'client-side'})), 'figure')).toHaveLength(0);
  });

  it('fails a production build, naming file and line, when a rendered manifest lacks the diagram', () => {
    writeManifest({});
    expect(() => compile(PAGE)).toThrow(/^docs\/sign-in\.md:5: this Mermaid diagram has no rendered SVG/);
  });

  it('reads the manifest again when it changes (a dev server running while diagrams are rendered)', () => {
    writeManifest({}, false);
    const transform = plugin();
    expect(elements(compile(PAGE, transform), 'figure')).toHaveLength(0);
    writeManifest(RENDERED);
    // A later modification time, even on file systems with coarse timestamps.
    fs.utimesSync(manifestFile, new Date(), new Date(Date.now() + 5000));
    expect(elements(compile(PAGE, transform), 'figure')).toHaveLength(1);
  });
});
