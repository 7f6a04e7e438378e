import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Design §7: no serious or critical axe violation on any page template. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Axe at desktop width and at 375 px, where nothing may stick out sideways either; with a name,
 * full-page shots of both widths are kept with the test's results. Ends at desktop width.
 */
export async function axeAtBothWidths(page: Page, shotName?: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);
  if (shotName) await page.screenshot({ path: test.info().outputPath(`${shotName}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousAxeViolations(page);
  if (shotName) await page.screenshot({ path: test.info().outputPath(`${shotName}-375.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}
