import {test, expect} from './fixtures';

/** Nothing on these pages may move once painted (CLS 0): late-rendered widgets reserve their space. */
const PAGES = ['/', '/docs/glossary/csat', '/api/add-user', '/search'];

for (const viewport of [
  {name: 'desktop', width: 1350, height: 940},
  {name: 'phone', width: 412, height: 823},
]) {
  for (const path of PAGES) {
    test(`${path} does not shift its layout while loading (${viewport.name})`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as {__shifts: string[]}).__shifts = shifts;
        new PerformanceObserver((list) => {
          type Rect = {x: number; y: number; width: number; height: number};
          type Source = {node?: Node; previousRect: Rect; currentRect: Rect};
          const box = (r: Rect) =>
            `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
          for (const entry of list.getEntries() as unknown as {value: number; sources?: Source[]}[]) {
            // What moved, and from where to where, so a failure says what to fix.
            const nodes = entry.sources?.map(
              (s) =>
                `${(s.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?'} [${box(s.previousRect)} → ${box(s.currentRect)}]`,
            );
            shifts.push(`${entry.value.toFixed(5)} ${nodes?.join(' | ')}`);
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      expect(await page.evaluate(() => (window as unknown as {__shifts: string[]}).__shifts)).toEqual([]);
    });
  }
}
