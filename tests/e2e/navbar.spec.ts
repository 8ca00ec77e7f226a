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
