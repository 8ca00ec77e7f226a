import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/lib/chromium';
import {env} from './config/env';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI runs on a shared 2-core VM whose speed varies several-fold between runs: a test that misses a wait
  // once there is run once more, and the list reporter names it "flaky" so it is seen and mended. A test
  // that fails twice fails the run. Locally a failure is never retried.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // How long an expectation waits for the page to get there (not a timing goal): React hydrates the larger
  // pages in a few seconds on a busy 2-core machine, past Playwright's 5 s default.
  expect: {timeout: 15_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never', outputFolder: 'reports/playwright'}]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The offline-reading worker would answer requests that tests route or watch; only
    // tests/e2e/offline.spec.ts, which tests the worker itself, lets it register.
    serviceWorkers: 'block',
  },
  projects: [{name: 'chromium', use: {browserName: 'chromium'}}],
  webServer: [
    {
      command: `tsx scripts/serve.ts --dir build --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The local chat provider the build talks to when no CHAT_* variable is set (tools/chat-stand-in).
    // CHAT_STAND_IN_PORT must be the same here as for the build.
    ...(env.chat.standIn
      ? [
          {
            command: `tsx tools/chat-stand-in/main.ts --port ${env.standInPort}`,
            url: `${env.chat.origin}/__health`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
