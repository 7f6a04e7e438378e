import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright.config';

export interface FirstLoadJsResult {
  url: string;
  scripts: number;
  /** Compressed bytes of every script fetched until the load event (what the wire carried). */
  gzipBytes: number;
}

/** Sums the encoded size of the scripts a first visit loads before the window load event. */
export async function measureFirstLoadJs(url: string): Promise<FirstLoadJsResult> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(url, { waitUntil: 'load' });
    // Only what was asked for before the load event: code the page loads after it (the deferred
    // store, late widgets) is not first load, even when it has arrived by the time this reads.
    const sizes = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const loadStart = navigation?.loadEventStart || Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
        .filter((entry) => entry.startTime < loadStart)
        .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize);
    });
    return { url, scripts: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0) };
  } finally {
    await browser.close();
  }
}
