import { defineConfig, devices } from '@playwright/test';
import { nextStartArgs } from './scripts/lib/next-start-command';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

/** Debian's Chromium with the flags this machine needs (design §3); Playwright cannot download browsers here. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two files at a time, on CI too: much of a test is waiting (a sign-in code's 60 s cooldown, the
  // server, the 1.5 s late widgets), so two workers took the suite from 12.5 to 8 minutes on the
  // 2-core machine. Specs share one store database, so each makes its own shopper and cart
  // (docs/decisions/0017-ci-speed.md).
  workers: 2,
  // One retry on CI: a test that passes only on retry is still reported as flaky in the summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Fade-ins caught half-way (the late consent layer) would read as low contrast to axe.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions }, testIgnore: /.*\.mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromiumLaunchOptions },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // A production build must exist (npm run build); the server is started as node so it stops with
        // the run, with the same arguments as `npm start` (scripts/lib/next-start-command.ts).
        command: ['node', ...nextStartArgs(port)].map((arg) => JSON.stringify(arg)).join(' '),
        url: `${baseURL}/api/v1/health`,
        timeout: 120_000,
        reuseExistingServer: !process.env.CI,
        env: { NODE_ENV: 'production', DEV_MAILBOX: '1' },
      },
});
