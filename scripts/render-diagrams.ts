/**
 * Renders every ```mermaid block under docs/ to SVG, once per colour mode, so pages ship images instead
 * of Mermaid's JavaScript. `npm run build` runs it before `docusaurus build`; the remark plugin in
 * src/plugins/static-diagrams puts the images in the pages. See README.md, "Diagrams".
 *
 * - SVGs are cached under node_modules/.cache/mynah-diagrams by a hash of source, theme, Mermaid version
 *   and renderer, so a rebuild renders only new or changed diagrams (and starts no browser when none).
 * - A diagram Mermaid cannot parse stops the step (exit 1) with its file and line.
 * - Without Chromium it warns, and the diagrams it could not render are drawn in the browser as before.
 *
 * Usage: tsx scripts/render-diagrams.ts
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {MERMAID_OPTIONS, MERMAID_THEMES, type ColorMode} from '../config/mermaid';
import {
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  sourceKey,
  type DiagramManifest,
  type ManifestEntry,
} from '../src/plugins/static-diagrams/manifest';
import {CHROMIUM_PATH} from './lib/chromium';
import {collectMermaidBlocks, type MermaidBlock} from './lib/mermaid-blocks';
import {DiagramCache} from './lib/diagram-cache';
import {MermaidRenderer, mermaidVersion} from './lib/mermaid-renderer';

const SITE_DIR = path.join(__dirname, '..');
const DOCS_DIR = 'docs';
const MODES: ColorMode[] = ['light', 'dark'];

/** One SVG to produce: a diagram's source in one colour mode. */
interface Drawing {
  source: string;
  mode: ColorMode;
  key: string;
  config: object;
}

async function main(): Promise<void> {
  const started = performance.now();
  const cache = new DiagramCache(SITE_DIR);
  const blocks = await collectMermaidBlocks(SITE_DIR, DOCS_DIR, cache.blockIndexFile);
  const placesBySource = new Map<string, MermaidBlock[]>();
  for (const block of blocks) placesBySource.set(block.source, [...(placesBySource.get(block.source) ?? []), block]);

  const renderer = rendererIdentity();
  const drawings: Drawing[] = [...placesBySource.keys()].flatMap((source) =>
    MODES.map((mode) => {
      const config = {startOnLoad: false, ...MERMAID_OPTIONS, theme: MERMAID_THEMES[mode]};
      return {source, mode, config, key: DiagramCache.key(source, {...renderer, config})};
    }),
  );
  const toRender = drawings.filter((drawing) => !cache.get(drawing.key));

  let rendered = 0;
  let complete = true;
  if (toRender.length > 0) {
    const outcome = await renderAll(toRender, cache, placesBySource);
    if (outcome.failures.length > 0) {
      console.error(`[diagrams] ${outcome.failures.length} Mermaid diagram(s) cannot be rendered:\n`);
      console.error(outcome.failures.join('\n\n'));
      process.exitCode = 1;
      return;
    }
    rendered = outcome.rendered;
    complete = outcome.rendered === toRender.length;
  }

  const diagrams: Record<string, ManifestEntry> = {};
  const published: string[] = [];
  for (const source of placesBySource.keys()) {
    const mine = drawings.filter((drawing) => drawing.source === source);
    const metas = mine.map((drawing) => cache.get(drawing.key));
    if (metas.some((meta) => meta === null)) continue;
    const svg = Object.fromEntries(
      mine.map((drawing, i) => [
        drawing.mode,
        {file: metas[i]!.file, width: metas[i]!.width, height: metas[i]!.height},
      ]),
    ) as ManifestEntry['svg'];
    diagrams[sourceKey(source)] = {svg, texts: metas[0]!.texts};
    published.push(...mine.map((drawing) => drawing.key));
  }
  cache.publish(published);
  const manifest: DiagramManifest = {format: MANIFEST_FORMAT, complete, mermaidVersion: renderer.mermaid, diagrams};
  fs.writeFileSync(path.join(SITE_DIR, MANIFEST_FILE), JSON.stringify(manifest));

  const pages = new Set(blocks.map((block) => block.file)).size;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const leftToBrowser = placesBySource.size - Object.keys(diagrams).length;
  console.log(
    `[diagrams] ${blocks.length} Mermaid diagrams on ${pages} pages: ${published.length} SVGs, ` +
      `${rendered} rendered, ${published.length - rendered} reused from the cache` +
      (leftToBrowser > 0 ? `, ${leftToBrowser} diagram(s) left to the browser` : '') +
      `, in ${seconds} s.`,
  );
}

/** Everything besides the source that changes the drawing, for the cache key. */
function rendererIdentity() {
  const pageScript = fs.readFileSync(path.join(__dirname, 'lib', 'mermaid-page.js'));
  return {
    mermaid: mermaidVersion(),
    pageScript: crypto.createHash('sha256').update(pageScript).digest('hex'),
  };
}

/**
 * Renders the drawings in one browser page. Returns how many were rendered and, for each diagram
 * Mermaid rejects, a message naming every place it appears. Without a usable Chromium it warns and
 * renders nothing.
 */
async function renderAll(
  drawings: Drawing[],
  cache: DiagramCache,
  placesBySource: Map<string, MermaidBlock[]>,
): Promise<{rendered: number; failures: string[]}> {
  let renderer: MermaidRenderer;
  try {
    if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
    renderer = await MermaidRenderer.open(pagesFor(drawings.length));
  } catch (error) {
    console.warn(
      `[diagrams] WARNING: cannot render diagrams (${(error as Error).message.split('\n')[0]}). ` +
        `${new Set(drawings.map((d) => d.source)).size} diagram(s) will be drawn in the browser by Mermaid ` +
        '(about 190 KB of JavaScript on their pages). Install Chromium (Debian/Ubuntu: apt-get install chromium) ' +
        'or set CHROMIUM_PATH.',
    );
    return {rendered: 0, failures: []};
  }

  const failures: string[] = [];
  const rejected = new Set<string>();
  let rendered = 0;
  try {
    await Promise.all(
      drawings.map(async (drawing) => {
        const result = await renderer.render(`diagram-${drawing.key}`, drawing.source, drawing.config);
        if (!('error' in result)) {
          cache.put(drawing.key, result);
          rendered += 1;
        } else if (!rejected.has(drawing.source)) {
          // Mermaid rejects a source in both colour modes: report it once.
          rejected.add(drawing.source);
          failures.push(...placesBySource.get(drawing.source)!.map((place) => describeFailure(place, result.error)));
        }
      }),
    );
  } finally {
    await renderer.close();
  }
  return {rendered, failures};
}

/**
 * Two pages lay out in parallel on two cores, but a second page costs a second or two to start: only
 * worth it for a cold cache.
 */
function pagesFor(drawingCount: number): number {
  return Math.min(2, os.availableParallelism(), Math.ceil(drawingCount / 60));
}

/** `docs/a.md:17: …`, pointing at the diagram line Mermaid names when it names one. */
function describeFailure(place: MermaidBlock, message: string): string {
  const diagramLine = /on line (\d+)/.exec(message);
  const line = diagramLine ? place.line + Number(diagramLine[1]) : place.line;
  const detail = message.trim().replace(/\n/g, '\n    ');
  return `${place.file}:${line}: Mermaid syntax error\n    ${detail}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
