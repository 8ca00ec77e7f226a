import {randomUUID} from 'node:crypto';
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect as baseExpect} from './fixtures';
import {env} from '../../config/env';
import {loadDocs} from '../../tools/ask-server/docs';
import {startAskServer} from '../../tools/ask-server/server';
import {startFakeCompletions, type FakeCompletions} from '../../tools/ask-server/fake-completions';

/**
 * Ask AI in the search modal, on the built site: the local answerer by default, and the llm answerer
 * against the ask server and a fake completions API started here (the manifest is rewritten to point at
 * them). Assertions are on what the reader sees and what goes over the wire; no timed assertions.
 */

const expect = baseExpect.configure({timeout: 10_000});
const STAND_IN = env.chat.origin;
const MERGE = 'How many tickets can I merge at once?';
const MERGING = '/docs/platform_concepts/inbox/tickets#merging-tickets';
const PASSAGES = /\/assets\/search\/passages-\d+\.[0-9a-f]+\.json$/;

const screen = (page: Page) => page.locator('.mynah-ask');
const turns = (page: Page) => page.locator('.mynah-ask-turn');
const composer = (page: Page) => page.getByRole('textbox', {name: /Ask a (follow-up )?question/});

async function load(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Types a question into the search box and asks it from the keyboard (the Ask AI row is active first). */
async function askFromSearch(page: Page, question: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(question);
  const row = page.locator('.DocSearch-Hit[aria-selected=true] .DocSearch-Hit--AskAI');
  await expect(row).toContainText(question.slice(0, 64));
  await page.keyboard.press('Enter');
  await expect(screen(page)).toBeVisible();
}

async function answered(page: Page, index = 0): Promise<void> {
  await expect(turns(page).nth(index)).toHaveAttribute('data-state', /done|declined|error/);
}

type Vote = {
  vote: string;
  reason: string | null;
  question: string;
  citedUrls: string[];
  answerer: string;
  page: string;
};

async function recordedVotes(request: APIRequestContext, run: string): Promise<Vote[]> {
  const recorded = (await (await request.get(`${STAND_IN}/__recorded`)).json()) as {
    askFeedback: Vote[];
    rejected: {path: string; body: string}[];
  };
  expect(recorded.rejected.filter((r) => r.body.includes(run))).toEqual([]);
  return recorded.askFeedback.filter((v) => v.page.includes(run));
}

test.describe('the local answerer', () => {
  test('nothing of Ask AI loads with the page, its screen loads after the first results, its passages with the first question', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const passages: string[] = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (PASSAGES.test(url)) passages.push(url);
      if (url.endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    const askScreenLoaded = () => scripts.some((s) => s.includes('mynah-ask-turn'));
    await load(page);
    await page.waitForLoadState('networkidle');
    expect(askScreenLoaded()).toBe(false);
    // Hovering loads search's modal and index; opening it asks nothing of the engine yet.
    await page.locator('.DocSearch-Button').hover();
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();
    await page.waitForLoadState('networkidle');
    expect(askScreenLoaded()).toBe(false);
    await page.locator('.DocSearch-Input').fill(MERGE);
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
    await expect.poll(askScreenLoaded).toBe(true);
    expect(passages).toEqual([]);
    await page.keyboard.press('Enter');
    await answered(page);
    // Only the files that hold the sections read, not the whole site's text.
    expect(passages.length).toBeGreaterThan(0);
    const manifest = (await (await page.request.get('/search-index.json')).json()) as {
      ask: {passages: {chunks: string[]}};
    };
    expect(passages.length).toBeLessThan(manifest.ask.passages.chunks.length / 2);
  });

  test('a question asked before the Ask AI screen has loaded is answered once it has', async ({page}) => {
    // The screen's script arrives late (a slow network): the question must wait for it, not be lost.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('mynah-ask-turn')) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({response, body});
    });
    await load(page);
    await askFromSearch(page, MERGE);
    await expect(turns(page).first().getByRole('heading', {name: MERGE})).toBeVisible();
    await answered(page);
    await expect(turns(page).first().locator('.mynah-ask-answer')).toContainText('up to 5 other tickets');
  });

  test('answers with numbered citations to the sections used, and shows the disclaimer', async ({page}) => {
    await load(page);
    await askFromSearch(page, MERGE);
    await expect(page.getByRole('heading', {name: 'Ask AI'})).toBeVisible();
    await expect(turns(page).first().getByRole('heading', {name: MERGE})).toBeVisible();
    await answered(page);
    const answer = turns(page).first().locator('.mynah-ask-answer');
    await expect(answer).toHaveAttribute('aria-live', 'polite');
    await expect(answer).toContainText('up to 5 other tickets');
    const citation = answer.getByRole('link', {name: 'Source 1: Tickets › Merging tickets'}).first();
    await expect(citation).toHaveText('1');
    await expect(citation).toHaveAttribute('href', MERGING);
    await expect(turns(page).first().locator('.mynah-ask-sources')).toContainText('Tickets › Merging tickets');
    await expect(screen(page)).toContainText(
      'Answers are generated with AI which can make mistakes. Verify responses.',
    );
    await expect(composer(page)).toBeFocused();
  });

  test('a citation opens the exact section it cites', async ({page}) => {
    await load(page);
    await askFromSearch(page, MERGE);
    await answered(page);
    await turns(page)
      .first()
      .locator('.mynah-ask-answer')
      .getByRole('link', {name: 'Source 1: Tickets › Merging tickets'})
      .first()
      .click();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${MERGING}$`));
    await expect(page.locator('#merging-tickets')).toBeInViewport();
  });

  test('follow-up questions continue the conversation', async ({page}) => {
    await load(page);
    await askFromSearch(page, MERGE);
    await answered(page);
    await composer(page).fill('Can it be undone?');
    await page.keyboard.press('Enter');
    await answered(page, 1);
    await expect(turns(page)).toHaveCount(2);
    await expect(turns(page).nth(1).locator('.mynah-ask-answer')).toContainText('Merging cannot be undone');
    await page.getByRole('button', {name: 'New conversation'}).click();
    await expect(turns(page)).toHaveCount(0);
  });

  test('likes and dislikes are recorded with the question, the cited URLs and the answerer', async ({
    page,
    request,
  }) => {
    const run = randomUUID().slice(0, 8);
    await load(page, `/?run=${run}`);
    await askFromSearch(page, MERGE);
    await answered(page);
    await page.getByRole('button', {name: 'Like this answer', exact: true}).click();
    await expect(turns(page).first().getByText('Thanks for your feedback.')).toBeVisible();

    await composer(page).fill('When does a resolved ticket close on its own?');
    await page.keyboard.press('Enter');
    await answered(page, 1);
    await turns(page).nth(1).getByRole('button', {name: 'Dislike this answer'}).click();
    const reason = turns(page)
      .nth(1)
      .getByRole('textbox', {name: /What was wrong with this answer/});
    await expect(reason).toBeFocused();
    await reason.fill('I wanted the <b>SLA</b> part');
    await turns(page).nth(1).getByRole('button', {name: 'Send feedback'}).click();
    await expect(turns(page).nth(1).getByText('Thanks for your feedback.')).toBeVisible();

    const sink = await page.evaluate(() => window.__mynahAskFeedback ?? []);
    expect(sink).toHaveLength(2);
    expect(sink[0]).toMatchObject({vote: 'like', reason: null, question: MERGE, answerer: 'local'});
    expect(sink[0].citedUrls).toContain(MERGING);
    expect(sink[1]).toMatchObject({
      vote: 'dislike',
      reason: 'I wanted the <b>SLA</b> part',
      question: 'When does a resolved ticket close on its own?',
      answerer: 'local',
    });
    expect(sink[1].citedUrls.length).toBeGreaterThan(0);
    // The same votes reached the feedback endpoint (the local stand-in).
    await expect.poll(async () => (await recordedVotes(request, run)).length).toBe(2);
    const votes = await recordedVotes(request, run);
    expect(votes.map((v) => [v.vote, v.question, v.answerer])).toEqual([
      ['like', MERGE, 'local'],
      ['dislike', 'When does a resolved ticket close on its own?', 'local'],
    ]);
    expect(votes[0].citedUrls).toEqual(sink[0].citedUrls);
  });

  test('a question the docs do not cover is declined, not guessed', async ({page}) => {
    await load(page);
    await askFromSearch(page, 'How do I bake sourdough bread at home?');
    await answered(page);
    await expect(turns(page).first()).toHaveAttribute('data-state', 'declined');
    // The refusal says why: the words of the question the docs never use.
    await expect(turns(page).first()).toContainText(
      /The docs never mention .*sourdough.*, so there is no answer to give\./,
    );
    await expect(turns(page).first().locator('.mynah-ask-sources')).toHaveCount(0);
    await expect(turns(page).first().getByRole('button', {name: 'Like this answer', exact: true})).toHaveCount(0);
  });

  test('empty and over-long questions get a message and keep what was typed', async ({page}) => {
    await load(page);
    await askFromSearch(page, '   ');
    await expect(turns(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText('Type a question first.');
    const long = `Why ${'very '.repeat(60)}long?`;
    await composer(page).fill(long);
    await expect(screen(page)).toContainText(`${long.length}/300`);
    await page.getByRole('button', {name: 'Ask', exact: true}).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Questions can be up to 300 characters; this one has ${long.length}. Shorten it to ask.`,
    );
    await expect(composer(page)).toHaveValue(long);
    await expect(composer(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(turns(page)).toHaveCount(0);
  });

  test('markup in a question is shown as text, never run', async ({page}) => {
    await load(page);
    await askFromSearch(page, 'Merge <img src=x onerror="window.__pwned=1"> tickets?');
    await composer(page).fill('<script>window.__pwned=1</script><b>How many tickets can I merge?</b>');
    await answered(page);
    await page.keyboard.press('Enter');
    await answered(page, 1);
    await expect(turns(page).nth(0).getByRole('heading', {level: 3})).toHaveText(
      'Merge <img src=x onerror="window.__pwned=1"> tickets?',
    );
    await expect(turns(page).nth(1).getByRole('heading', {level: 3})).toHaveText(
      '<script>window.__pwned=1</script><b>How many tickets can I merge?</b>',
    );
    await expect(screen(page).locator('img, script, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  });

  test('copies the answer with its sources', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await load(page);
    await askFromSearch(page, MERGE);
    await answered(page);
    await page.getByRole('button', {name: 'Copy answer'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('up to 5 other tickets');
    expect(copied).toContain(`Sources:\n[1] Tickets › Merging tickets: ${baseURL}${MERGING}`);
  });

  test('Escape goes back to search with the question, and the keyboard stays in the screen', async ({page}) => {
    await load(page);
    await askFromSearch(page, MERGE);
    await answered(page);
    // Tab cycles within the screen: from the last control (the Ask button) to the first (Back to search).
    await page.getByRole('button', {name: 'Ask', exact: true}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Back to search'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(screen(page)).toBeHidden();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.DocSearch-Input')).toHaveValue(MERGE);
    // The conversation is still there.
    await page.keyboard.press('Enter');
    await expect(turns(page)).toHaveCount(2);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test.describe('when the docs cannot be fetched', () => {
    test.use({allowedConsole: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/});

    test('says so, and answers on Try again once they can', async ({page}) => {
      await page.route(PASSAGES, (route) => route.abort('internetdisconnected'));
      await load(page);
      await askFromSearch(page, MERGE);
      await answered(page);
      await expect(turns(page).first().getByRole('alert')).toContainText(
        'The docs could not be loaded to answer from. Check your connection and try again.',
      );
      await page.unroute(PASSAGES);
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(turns(page).first()).toHaveAttribute('data-state', 'done');
      await expect(turns(page).first()).toContainText('up to 5 other tickets');
    });
  });
});

test.describe('the llm answerer', () => {
  // The endpoint is switched on at run time below, not by a build with ASK_AI_ENDPOINT, so the served
  // policy does not name the test's ask server; tests/unit/security-headers.test.ts checks that such a
  // build allows its origin in connect-src.
  test.use({bypassCSP: true});
  const servers: http.Server[] = [];
  let fake: FakeCompletions;

  test.afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** Points the site's Ask AI at `endpoint` with the llm answerer, as ASK_AI_ENDPOINT would at build time. */
  async function useEndpoint(page: Page, endpoint: string): Promise<void> {
    await page.route('**/search-index.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as {ask: Record<string, unknown>};
      await route.fulfill({response, json: {...manifest, ask: {...manifest.ask, answerer: 'llm', endpoint}}});
    });
  }

  async function startServers(origin: string): Promise<string> {
    fake = await startFakeCompletions('ok', {expectedKey: 'sk-e2e'});
    servers.push(fake.server);
    const server = await startAskServer({
      baseUrl: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`,
      apiKey: 'sk-e2e',
      model: 'fake',
      allowedOrigins: [origin],
      rateLimitPerMinute: 30,
      timeoutMs: 10_000,
      docs: loadDocs('build'),
      port: 0,
    });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/ask`;
  }

  test('streams the answer from the ask server, with the sections it was given as sources', async ({page, baseURL}) => {
    const endpoint = await startServers(new URL(baseURL!).origin);
    const bodies: string[] = [];
    page.on('request', (r) => r.url() === endpoint && r.method() === 'POST' && bodies.push(r.postData() ?? ''));
    await useEndpoint(page, endpoint);
    await load(page);
    await askFromSearch(page, MERGE);
    await answered(page);
    await expect(turns(page).first()).toHaveAttribute('data-state', 'done');
    // The fake model answers with the first sentence of each of the first two sections, cited.
    const [request] = fake.requests;
    expect(request.authorization).toBe('Bearer sk-e2e');
    const sent = JSON.parse(bodies[0]) as {question: string; sections: number[]; history: unknown[]};
    expect(sent.question).toBe(MERGE);
    expect(sent.sections.length).toBeGreaterThan(0);
    expect(bodies[0]).not.toContain('sk-e2e');
    const answer = turns(page).first().locator('.mynah-ask-answer');
    await expect(answer.getByRole('link', {name: /^Source 1: /}).first()).toBeVisible();
    await expect(turns(page).first().locator('.mynah-ask-sources li').first()).toBeVisible();
    await page.getByRole('button', {name: 'Like this answer', exact: true}).click();
    expect(await page.evaluate(() => window.__mynahAskFeedback?.at(-1)?.answerer)).toBe('llm');
  });

  test.describe('when the endpoint is down', () => {
    test.use({allowedConsole: /Failed to load resource: net::ERR_CONNECTION_REFUSED/});

    test('shows a clear error', async ({page, baseURL}) => {
      const endpoint = await startServers(new URL(baseURL!).origin);
      for (const server of servers.splice(0)) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await useEndpoint(page, endpoint);
      await load(page);
      await askFromSearch(page, MERGE);
      await answered(page);
      await expect(turns(page).first().getByRole('alert')).toContainText(
        'The answer service could not be reached. Check your connection and try again.',
      );
      await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    });
  });
});
