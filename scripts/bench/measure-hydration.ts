import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright.config';

export interface HydrationResult {
  url: string;
  /** Next.js's `Next.js-hydration` measure of each load that reported one, in ms. */
  samplesMs: number[];
  medianMs: number | null;
}

/** Lighthouse's mobile run slows the CPU four times; this does the same. */
const CPU_SLOWDOWN = 4;
/** Time after the load event for hydration to finish on a slowed CPU. */
const SETTLE_MS = 1_500;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How long React takes to hydrate a page: Next.js's own `Next.js-hydration` performance measure,
 * on a phone-sized window with the CPU slowed as Lighthouse's mobile run does, median of `runs`
 * fresh loads (a new browser context each, so nothing is cached between them). On a shared
 * machine it moves far less between runs than Lighthouse's Total Blocking Time, of which
 * hydration is the largest part on these pages (issue 22).
 */
export async function measureHydration(url: string, runs = 5): Promise<HydrationResult> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const samplesMs: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      try {
        const page = await context.newPage();
        const devtools = await context.newCDPSession(page);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(SETTLE_MS);
        const duration = await page.evaluate(() => performance.getEntriesByName('Next.js-hydration')[0]?.duration ?? null);
        if (duration !== null) samplesMs.push(Math.round(duration));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { url, samplesMs, medianMs: median(samplesMs) };
}
