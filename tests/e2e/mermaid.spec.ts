import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * Doc diagrams are SVG images rendered at build time (scripts/render-diagrams.ts): no Mermaid JavaScript
 * on any doc page. Mermaid stays in the build only as the lazy fallback for diagrams that could not be
 * rendered, which /diagnostics/mermaid exercises.
 */

/** The diagram is in the first screen. */
const FIRST_SCREEN = '/docs/platform_concepts/getting-started';
/** The diagram is far below the first screen. */
const BELOW_THE_FOLD = '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/send-otp';
const FALLBACK_PAGE = '/diagnostics/mermaid';

/** Mermaid's own chunks: every one of them reads its `securityLevel` setting; no other code does. */
const JS_DIR = path.join(__dirname, '..', '..', 'build', 'assets', 'js');
const mermaidChunks = new Set(
  (fs.existsSync(JS_DIR) ? fs.readdirSync(JS_DIR) : [])
    .filter(
      (file) => file.endsWith('.js') && fs.readFileSync(path.join(JS_DIR, file), 'utf8').includes('securityLevel'),
    )
    .map((file) => `/assets/js/${file}`),
);

/** The pathnames of the scripts the page fetches. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Scrolls to the bottom in screen-sized steps, as a reader would, then waits for the network to settle. */
async function readToTheEnd(page: Page): Promise<void> {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForLoadState('networkidle');
    if (atEnd) return;
  }
}

const lightImage = (page: Page) => page.locator('figure.static-diagram img.static-diagram__image--light').first();
const darkImage = (page: Page) => page.locator('figure.static-diagram img.static-diagram__image--dark').first();

test('the build keeps Mermaid only as a lazy fallback chunk', () => {
  expect(mermaidChunks.size, 'Mermaid chunks in build/assets/js (run npm run build first)').toBeGreaterThan(0);
});

for (const docPath of [FIRST_SCREEN, BELOW_THE_FOLD]) {
  test(`${docPath}: diagrams are images and no Mermaid JavaScript is fetched, even after reading the whole page`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.setViewportSize({width: 1280, height: 720});
    await page.goto(docPath);
    await readToTheEnd(page);

    const image = lightImage(page);
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
    expect(scripts.filter((script) => mermaidChunks.has(script))).toEqual([]);
  });
}

test('each diagram image has a text alternative and its intrinsic size', async ({page}) => {
  await page.goto(BELOW_THE_FOLD);
  const images = page.locator('figure.static-diagram img');
  expect(await images.count()).toBeGreaterThanOrEqual(2);
  for (const image of await images.all()) {
    const {alt, width, height} = await image.evaluate((img: HTMLImageElement) => ({
      alt: img.alt,
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
    }));
    expect(alt).toMatch(/^Flowchart: Phone node: ask number → Send OTP/);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
  }
  // The attributes are the SVG's own size, so the box the page reserves has the image's proportions.
  const image = lightImage(page);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty('complete', true);
  const sizes = await image.evaluate((img: HTMLImageElement) => ({
    attributes: [Number(img.getAttribute('width')), Number(img.getAttribute('height'))],
    natural: [img.naturalWidth, img.naturalHeight],
  }));
  expect(sizes.natural).toEqual(sizes.attributes);
});

test('the diagram follows the colour mode; the other mode’s image is not downloaded until needed', async ({page}) => {
  const svgs: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.svg') && request.url().includes('/assets/diagrams/')) {
      svgs.push(new URL(request.url()).pathname);
    }
  });
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(FIRST_SCREEN);
  const light = lightImage(page);
  const dark = darkImage(page);
  const [lightSrc, darkSrc] = [await light.getAttribute('src'), await dark.getAttribute('src')];
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  await expect(light).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');
  expect(svgs).toEqual([lightSrc]);

  await page.getByRole('button', {name: /dark and light mode|color mode|colour mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
  await expect.poll(() => dark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(svgs).toEqual([lightSrc, darkSrc]);
});

test('diagrams cause no layout shift: the box is reserved before the image arrives', async ({page}) => {
  // Record layout shifts from the start, as Core Web Vitals counts them (input-driven ones excluded), that
  // move anything in the page's main content, where a diagram arriving late would push text down.
  await page.addInitScript(() => {
    type Shift = {value: number; hadRecentInput: boolean; sources: {node: Node | null}[]};
    const shifts: number[] = [];
    (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const inContent = entry.sources.some(({node}) =>
          (node instanceof Element ? node : node?.parentElement)?.closest('main'),
        );
        if (!entry.hadRecentInput && inContent) shifts.push(entry.value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  // Hold the diagram back until the page has settled, then let it in and see whether anything moves.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/diagrams/*.svg', async (route) => {
    await released;
    await route.continue();
  });
  // Tall enough that the text after the diagram is on screen too: a late image would visibly push it down.
  await page.setViewportSize({width: 1280, height: 1200});
  await page.goto(FIRST_SCREEN);
  const figure = page.locator('figure.static-diagram').first();
  await expect(figure).toBeVisible();
  const before = await figure.boundingBox();
  expect(before?.height, 'the figure holds the diagram’s height before the image loads').toBeGreaterThan(100);

  release();
  await expect.poll(() => lightImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await figure.boundingBox()).toEqual(before);
  const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
});

test('on a phone, a diagram fits the screen and links to its full-size SVG', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(BELOW_THE_FOLD);
  const figure = page.locator('figure.static-diagram').first();
  await figure.scrollIntoViewIfNeeded();
  const image = lightImage(page);
  const [imageBox, figureBox] = [await image.boundingBox(), await figure.boundingBox()];
  expect(imageBox!.width).toBeLessThanOrEqual(figureBox!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const link = figure.getByRole('link', {name: 'Open diagram full size'});
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBe(await image.getAttribute('src'));
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  const root = /^<svg [^>]*>/.exec(await response.text())?.[0] ?? '';
  expect(root, 'the SVG file starts with its root element').not.toBe('');
  expect(root).toMatch(/ width="\d+"/);
  expect(root).toMatch(/ height="\d+"/);
});

test('fallback: a diagram drawn in the browser loads Mermaid only when the reader scrolls near it', async ({page}) => {
  const scripts = recordScripts(page);
  await page.setViewportSize({width: 1280, height: 720});
  await page.goto(FALLBACK_PAGE);
  await page.waitForLoadState('networkidle');
  const diagram = page.locator('.docusaurus-mermaid-container svg');
  await expect(diagram).toHaveCount(0);
  expect(
    scripts.filter((script) => mermaidChunks.has(script)),
    'no Mermaid before scrolling',
  ).toEqual([]);

  await page.getByRole('heading', {name: 'Fallback diagram'}).scrollIntoViewIfNeeded();
  await expect(diagram.first()).toBeVisible({timeout: 15_000});
  // Also proves the Mermaid chunks are recognised, so the tests above would see one if a doc page fetched it.
  expect(scripts.filter((script) => mermaidChunks.has(script)).length).toBeGreaterThan(0);
});
