import { defineConfig, devices } from '@playwright/test';

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
  // Each worker starts its own production server on its own copy of the seeded database
  // (tests/e2e/support/test.ts), so tests of one file may run on several workers at once.
  fullyParallel: true,
  // Two: each worker drives a browser and its own server, and on the 2-core machine a third or
  // fourth worker made every test slower by more than it added (decision 0029 has the
  // measurements). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One retry on CI: a test that passes only on retry is still reported as flaky in the summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    // Fade-ins caught half-way (the late consent layer) would read as low contrast to axe.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // One project: phone specs (`*.mobile.spec.ts`) set the phone per test (support/phone.ts), so they
  // run on the same workers and servers as the rest instead of two more started at the end.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
});
