import { devices } from '@playwright/test';

/*
 * A 375 px phone (Pixel 7's user agent, touch and pixel ratio). `.mobile.spec.ts` files use it with
 * `test.use(PHONE)`: these are per-test options, so phone tests share the desktop tests' workers and
 * servers instead of starting two more at the end of the run (they used to be a project of their own).
 */
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

export const PHONE = { ...pixel7, viewport: { width: 375, height: 812 } };
