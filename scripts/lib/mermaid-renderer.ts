import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {chromiumLaunchOptions} from './chromium';

/**
 * Renders Mermaid diagrams to SVG in one headless Chromium page: Mermaid lays diagrams out with the
 * browser's text measurement, so it needs a real browser. The page loads Mermaid's browser bundle from
 * node_modules (the same package @docusaurus/theme-mermaid uses) and nothing from the network.
 */

export interface RenderedDiagram {
  svg: string;
  width: number;
  height: number;
  /** The diagram's visible text, in drawing order. */
  texts: string[];
}

export type RenderResult = RenderedDiagram | {error: string};

export const MERMAID_BUNDLE = require.resolve('mermaid/dist/mermaid.min.js');

export function mermaidVersion(): string {
  const manifest = fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8');
  return (JSON.parse(manifest) as {version: string}).version;
}

/**
 * One Chromium with a few pages, each in its own browser context so each gets its own renderer process
 * and the pages lay diagrams out in parallel on a multi-core machine.
 */
export class MermaidRenderer {
  private readonly idle: Page[];
  private readonly waiting: ((page: Page) => void)[] = [];

  private constructor(
    private readonly browser: Browser,
    pages: Page[],
  ) {
    this.idle = pages;
  }

  static async open(pageCount = 1): Promise<MermaidRenderer> {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const pages = await Promise.all(Array.from({length: Math.max(1, pageCount)}, () => openPage(browser)));
      return new MermaidRenderer(browser, pages);
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  /**
   * Renders on the next idle page. `id` becomes the SVG's id and prefixes its style rules and markers,
   * so pick one unique per drawing.
   */
  async render(id: string, source: string, config: object): Promise<RenderResult> {
    const page = this.idle.pop() ?? (await new Promise<Page>((resolve) => this.waiting.push(resolve)));
    try {
      return await page.evaluate(
        ([id, source, config]) =>
          (window as unknown as {renderDiagram: (...args: unknown[]) => Promise<RenderResult>}).renderDiagram(
            id,
            source,
            config,
          ),
        [id, source, config] as const,
      );
    } finally {
      const next = this.waiting.shift();
      if (next) next(page);
      else this.idle.push(page);
    }
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

async function openPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({path: MERMAID_BUNDLE});
  await page.addScriptTag({path: path.join(__dirname, 'mermaid-page.js')});
  return page;
}
