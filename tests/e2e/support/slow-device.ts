import { expect, type Page } from '@playwright/test';

/**
 * A phone-class CPU for the page: every task takes `rate` times as long (Chrome DevTools Protocol),
 * as Lighthouse's emulated phone does. The races of issue 15 item 4 (decision 0027) only show there.
 */
export async function throttleCpu(page: Page, rate = 6): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A listing writes this flag from an effect, so it is there once the page has hydrated. */
export async function listingHydrated(page: Page): Promise<void> {
  // A 6x slowed CPU on a machine whose two cores also run the other worker hydrates a listing in
  // about ten seconds (measured in CI: scripts in at +2 s, hydrated at +12 s); the default 10 s
  // wait was the whole margin.
  await expect(page.locator('[data-listing-ready="true"]')).toBeAttached({ timeout: 30_000 });
}
