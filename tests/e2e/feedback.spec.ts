import {randomUUID} from 'node:crypto';
import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {env} from '../../config/env';

/**
 * The "Was this page helpful?" footer on doc pages, against the local stand-in's feedback
 * endpoint. Each test opens its page with a query of its own and only looks at the votes whose
 * pageUrl carries it.
 */

const STAND_IN = env.chat.origin;
const TICKETS = '/docs/platform_concepts/inbox/tickets';
const INBOX = '/docs/platform_concepts/inbox';

test.skip(!env.chat.standIn, 'runs against the local stand-in (no CHAT_* or FEEDBACK_URL variable set)');

async function votes(request: APIRequestContext, run: string) {
  const recorded = (await (await request.get(`${STAND_IN}/__recorded`)).json()) as {
    feedback: {path: string; pageUrl: string; title: string; helpful: boolean; comment: string}[];
    rejected: {body: string}[];
  };
  expect(recorded.rejected.filter((r) => r.body.includes(run))).toEqual([]);
  return recorded.feedback.filter((f) => f.pageUrl.includes(run));
}

const feedback = (page: Page) => page.getByRole('region', {name: 'Page feedback'});

test('a vote with a comment is recorded once, and the page remembers it', async ({page, request, baseURL}) => {
  const run = randomUUID().slice(0, 8);
  await page.goto(`${TICKETS}?run=${run}`);
  await hydrated(page);
  const box = feedback(page);
  await expect(box.getByText('Was this page helpful?')).toBeVisible();
  await box.getByRole('button', {name: 'No', exact: true}).click();
  await expect(box.getByRole('button', {name: 'No', exact: true})).toHaveAttribute('aria-pressed', 'true');
  await box.getByLabel('What was missing or wrong? (optional)').fill('  Which statuses can a bot set?  ');
  await box.getByRole('button', {name: 'Send feedback'}).click();
  await expect(box.getByText('Thanks for your feedback.')).toBeVisible();
  await expect(box.getByRole('button', {name: 'No', exact: true})).toHaveCount(0);

  await expect.poll(() => votes(request, run)).toHaveLength(1);
  expect(await votes(request, run)).toEqual([
    {
      path: TICKETS,
      pageUrl: `${baseURL}${TICKETS}?run=${run}`,
      title: 'Tickets',
      helpful: false,
      comment: 'Which statuses can a bot set?',
    },
  ]);

  // Another doc asks again; this one still says thanks, after client-side navigation and after a reload.
  await page.locator(`.theme-doc-sidebar-container a[href="${INBOX}"]`).first().click();
  await expect(feedback(page).getByText('Was this page helpful?')).toBeVisible();
  await page.goBack();
  await expect(feedback(page).getByText('Thanks for your feedback.')).toBeVisible();
  await page.reload();
  await expect(feedback(page).getByText('Thanks for your feedback.')).toBeVisible();
  await expect(feedback(page).getByRole('button', {name: 'Yes', exact: true})).toHaveCount(0);
  expect(await votes(request, run)).toHaveLength(1);
});

test('the vote buttons work from the server HTML on, then respond', async ({page}) => {
  // React replays a click on a part that has not hydrated yet (tests/e2e/hydration.spec.ts clicks one
  // during hydration), so the server's buttons are live: disabling them would only make the first click
  // a dead one.
  const html = await (await page.request.get(TICKETS)).text();
  const serverButtons = await page.evaluate((markup) => {
    const doc = new DOMParser().parseFromString(markup, 'text/html');
    return [...doc.querySelectorAll('section[aria-label="Page feedback"] button')].map(
      (b) => `${b.textContent} ${(b as HTMLButtonElement).disabled ? 'disabled' : 'enabled'}`,
    );
  }, html);
  expect(serverButtons).toEqual(['Yes enabled', 'No enabled']);
  await page.goto(TICKETS);
  await expect(feedback(page).getByRole('button', {name: 'Yes', exact: true})).toBeEnabled();
  await expect(feedback(page).getByRole('button', {name: 'No', exact: true})).toBeEnabled();
});

test('works from the keyboard alone', async ({page, request}) => {
  const run = randomUUID().slice(0, 8);
  await page.goto(`${TICKETS}?run=${run}`);
  await hydrated(page);
  const box = feedback(page);
  const yes = box.getByRole('button', {name: 'Yes', exact: true});
  // Keyboard use of the hydrated form (a click before hydration is replayed: see the test above).
  await expect(yes).toBeEnabled();
  await yes.focus();
  await page.keyboard.press('Enter');
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab'); // No
  await page.keyboard.press('Tab'); // the comment
  await expect(box.getByLabel('What helped you? (optional)')).toBeFocused();
  await page.keyboard.type('Clear steps.');
  await page.keyboard.press('Tab');
  await expect(box.getByRole('button', {name: 'Send feedback'})).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moves to the thanks, so a screen reader announces it and Tab continues from there.
  await expect(box.getByText('Thanks for your feedback.')).toBeFocused();
  await expect
    .poll(async () => (await votes(request, run)).map((v) => [v.helpful, v.comment]))
    .toEqual([[true, 'Clear steps.']]);
});

test.describe('browser storage unavailable', () => {
  test('still votes once per page for the visit', async ({page, request}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const run = randomUUID().slice(0, 8);
    await page.goto(`${TICKETS}?run=${run}`);
    await hydrated(page);
    await hydrated(page);
    await feedback(page).getByRole('button', {name: 'Yes', exact: true}).click();
    await feedback(page).getByRole('button', {name: 'Send feedback'}).click();
    await expect(feedback(page).getByText('Thanks for your feedback.')).toBeVisible();
    await page.locator(`.theme-doc-sidebar-container a[href="${INBOX}"]`).first().click();
    await expect(feedback(page).getByText('Was this page helpful?')).toBeVisible();
    await page.goBack();
    await expect(feedback(page).getByText('Thanks for your feedback.')).toBeVisible();
    await expect.poll(() => votes(request, run)).toHaveLength(1);
  });
});

test.describe('feedback endpoint down', () => {
  test.use({allowedConsole: /^error: Failed to load resource: net::ERR_(CONNECTION_REFUSED|FAILED)/});

  test('says so, keeps the vote, and sends it on the next try', async ({page, request}) => {
    const run = randomUUID().slice(0, 8);
    await page.route(`${STAND_IN}/api/feedback`, (route) => route.abort('connectionrefused'));
    await page.goto(`${TICKETS}?run=${run}`);
    await hydrated(page);
    await hydrated(page);
    const box = feedback(page);
    await box.getByRole('button', {name: 'Yes', exact: true}).click();
    await box.getByRole('button', {name: 'Send feedback'}).click();
    await expect(box.getByRole('alert')).toHaveText('Your feedback could not be sent. Please try again.');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tickets');

    await page.unroute(`${STAND_IN}/api/feedback`);
    await box.getByRole('button', {name: 'Send feedback'}).click();
    await expect(box.getByText('Thanks for your feedback.')).toBeVisible();
    await expect.poll(() => votes(request, run)).toHaveLength(1);
  });
});

test('is on doc pages only', async ({page}) => {
  await page.goto('/videos');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(feedback(page)).toHaveCount(0);
});
