import {test, expect} from './fixtures';

const ITEMS = [
  {label: 'Help Docs', href: '/docs/platform_concepts/getting-started'},
  {label: 'Use Case Guides', href: '/docs/cookbooks/getting_started'},
  {label: 'API Reference', href: '/api'},
  {label: "What's New", href: '/whats-new'},
  {label: 'Enterprise Integration', href: '/enterprise-integration'},
  {label: 'Videos', href: '/docs/tutorials/basics'},
  {label: 'Community', href: 'https://community.mynah.app'},
  {label: 'Try for free', href: 'https://console.mynah.app/signup'},
];

test('navbar lists the spec items in order, with their targets', async ({page}) => {
  await page.goto('/');
  const links = page.locator('nav.navbar a.navbar__link, nav.navbar a.navbar__item');
  const found = await links.evaluateAll((els) =>
    els.map((el) => ({label: (el.textContent ?? '').trim(), href: el.getAttribute('href') ?? ''})),
  );
  const ours = found.filter((item) => ITEMS.some((expected) => expected.label === item.label));
  expect(ours).toEqual(ITEMS);
});

test('the search button comes after the navbar links', async ({page}) => {
  await page.goto('/');
  const order = await page.evaluate(() => {
    const nav = document.querySelector('nav.navbar')!;
    const cta = [...nav.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Try for free')!;
    const search = nav.querySelector('.DocSearch-Button, [class*="searchBox"], button[aria-label*="Search" i]');
    return search ? cta.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING : -1;
  });
  expect(order).toBeGreaterThan(0);
});

const SECTIONS: [string, string][] = [
  ['/docs/platform_concepts/inbox', 'Help Docs'],
  ['/docs/cookbooks/studio/build-bot', 'Use Case Guides'],
  ['/api/add-user', 'API Reference'],
  ['/whats-new', "What's New"],
  ['/enterprise-integration', 'Enterprise Integration'],
  ['/docs/enterprise-integration/systrack', 'Enterprise Integration'],
  ['/docs/tutorials/basics', 'Videos'],
  ['/videos', 'Videos'],
];

for (const [path, label] of SECTIONS) {
  test(`"${label}" is the active navbar item on ${path}`, async ({page}) => {
    await page.goto(path);
    // Only our section links count (the version switcher is active on every doc page).
    const active = page.locator('nav.navbar .navbar__link--active').filter({
      hasText: new RegExp(`^(${ITEMS.map((i) => i.label.replace("'", '.')).join('|')})$`),
    });
    await expect(active).toHaveText([label]);
  });
}

/**
 * From the desktop breakpoint up (997 px; below it the mobile layout with the menu button), every item of
 * the top bar has a box of its own: none drawn over another, none cut by the window, none too small to
 * read or hit. Issue 21: between 997 and ~1279 px (and again around 1440–1530 px) the logo covered
 * "Help Docs" and "Videos" ran under "Community".
 */
for (const width of [997, 1024, 1100, 1200, 1279, 1440, 1500, 1600]) {
  test(`no two navbar items overlap at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    // A doc page: it has every item, the docs version menu included.
    await page.goto('/docs/platform_concepts/inbox/tickets');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // The shortcut keys of the search button appear once hydrated; the colour toggle is enabled then.
    await expect(page.getByRole('button', {name: /dark and light mode/i})).toBeEnabled();
    const items = await page.locator('nav.navbar').evaluate((nav) => {
      const selector = [
        '.navbar__logo',
        '.navbar__title',
        '.navbar__items > .navbar__item',
        '.DocSearch-Button',
        '.navbar__items--right > div:not(:has(.DocSearch-Button))',
      ].join(', ');
      // A set: the locale menu is both a navbar item and a right-hand block.
      return [...new Set(nav.querySelectorAll<HTMLElement>(selector))]
        .filter((el) => el.checkVisibility({visibilityProperty: true}) && el.getBoundingClientRect().width > 0)
        .map((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          const text = el.querySelector('.navbar__link') ?? el;
          return {
            name: (el.textContent ?? '').trim() || el.className,
            hasText: (el.textContent ?? '').trim() !== '',
            left: box.left,
            right: box.right,
            top: box.top,
            bottom: box.bottom,
            hitsItself: hit !== null && (el.contains(hit) || hit.contains(el)),
            fontSize: parseFloat(getComputedStyle(text).fontSize),
          };
        });
    });
    expect(items.length).toBeGreaterThanOrEqual(13);
    const overlaps: string[] = [];
    for (const [i, a] of items.entries()) {
      for (const b of items.slice(i + 1)) {
        const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top || b.bottom <= a.top;
        if (!apart) overlaps.push(`${a.name} / ${b.name}`);
      }
    }
    expect(overlaps, 'items drawn over each other').toEqual([]);
    for (const item of items) {
      expect(item.left, `${item.name} starts inside the window`).toBeGreaterThanOrEqual(0);
      expect(item.right, `${item.name} ends inside the window`).toBeLessThanOrEqual(width);
      expect(item.right - item.left, `${item.name} is wide enough to hit`).toBeGreaterThanOrEqual(24);
      expect(item.hitsItself, `${item.name} receives a click at its centre`).toBe(true);
      // Text shown at all is 13 px or more (an icon-only item's label is for screen readers: font size 0).
      if (item.hasText && item.fontSize > 0) {
        expect(item.fontSize, `${item.name} is legible`).toBeGreaterThanOrEqual(13);
      }
    }
  });
}
