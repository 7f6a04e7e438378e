import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { parseCsv, writeCsv } from '@/lib/csv/csv';
import { products } from '@/server/db/schema/catalog/catalog';
import { buildBrand } from '@/tests/support/builders/brands';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { signInByCode } from './support/sign-in';

/*
 * Issue 17 items 1 (CSV) and 2 end to end: the owner of a brand with a store schedules a banner
 * for now on the home page, sees it there, and sees it go at its end (the browser's clock is
 * moved past it); then changes a price by CSV round trip and sees it on the product page. One
 * seeded product is handed to the brand's store before the server starts.
 */

const OWNER_EMAIL = `banner-owner-${Date.now()}@example.com`;
const VENDOR_CODE = `BANNERS${Date.now().toString(36).toUpperCase()}`;
const STORE_SLUG = VENDOR_CODE.toLowerCase();
const ALT = 'Oak desks from Oak Studio, 20% off this week';
const product: { path: string; sku: string } = { path: '', sku: '' };

test.use({
  databaseGroup: 'brand-banners',
  timezoneId: 'UTC',
  prepareDatabase: {
    prepare: async (db) => {
      const owner = await buildCustomer(db, { email: OWNER_EMAIL });
      const vendor = await buildVendor(db, { code: VENDOR_CODE });
      await buildBrand(db, { status: 'approved', country: 'PT', vendorId: vendor.id, members: [{ customerId: owner.id, role: 'owner' }], overrides: { displayName: 'Oak Studio' } });
      const found = (await db.execute(sql`
        select p.id, p.slug as product_slug, c.slug as category_slug, v.sku
        from products p join categories c on c.id = p.category_id
        join product_variants v on v.product_id = p.id and v.is_default
        where p.is_published and p.kind = 1 and not c.is_landing
          and not exists (select 1 from flash_sales f where f.product_id = p.id)
          and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.currency = 'USD')
        order by p.id limit 1`)) as unknown as { rows: { id: number; product_slug: string; category_slug: string; sku: string }[] };
      const row = found.rows[0]!;
      await db.update(products).set({ vendorId: vendor.id }).where(eq(products.id, Number(row.id)));
      Object.assign(product, { path: `/${row.category_slug}/${row.product_slug}`, sku: row.sku });
    },
  },
});

test.skip(Boolean(process.env.E2E_BASE_URL), 'the brand is written into the worker’s own database before its server starts');

/* BANNER_SHOTS=<dir> keeps full-page screenshots of each checked page (design §7: look at them). */
let shot = 0;
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousAxeViolations(page);
  if (process.env.BANNER_SHOTS) await page.screenshot({ path: `${process.env.BANNER_SHOTS}/${(shot += 1)}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);
  if (process.env.BANNER_SHOTS) await page.screenshot({ path: `${process.env.BANNER_SHOTS}/${shot}-1280.png`, fullPage: true });
}

/** "2026-11-26T14:05" in UTC (the browser runs in UTC here), as datetime-local wants it. */
const minuteInput = (date: Date) => date.toISOString().slice(0, 16);

test('a banner scheduled for now shows on the home page and goes at its end; a CSV round trip changes a price', async ({ page, context, baseURL }) => {
  test.setTimeout(360_000);
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
  await signInByCode(page, OWNER_EMAIL);

  await page.goto('/brand/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expect(page.getByText('You have no banners yet.')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Schedule: from the last minute to two minutes ahead, on the home page, linking to the store.
  await page.getByRole('link', { name: 'New banner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New banner' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  const picture = await sharp({ create: { width: 1600, height: 400, channels: 3, background: { r: 30, g: 64, b: 52 } } }).jpeg().toBuffer();
  await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: picture });
  await page.getByLabel('Link', { exact: true }).fill(`/store/${STORE_SLUG}`);
  await page.getByLabel('English').fill(ALT);
  await page.getByLabel('French').fill('Bureaux en chêne d’Oak Studio, -20 % cette semaine');
  await page.getByLabel('German').fill('Eichentische von Oak Studio, 20 % Rabatt diese Woche');
  const now = Date.now();
  await page.getByLabel('Start', { exact: true }).fill(minuteInput(new Date(now - 60_000)));
  await page.getByLabel('End', { exact: true }).fill(minuteInput(new Date(now + 3 * 60_000)));
  await page.getByRole('button', { name: 'Schedule the banner' }).click();
  await page.waitForURL(/\/brand\/banners$/);
  const row = page.getByTestId('banner-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Showing now');
  await expect(row).toContainText('Home page');
  await expectAccessibleAtBothWidths(page);

  // The edit page opens with the banner's values.
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit banner' })).toBeVisible();
  await expect(page.getByLabel('Link', { exact: true })).toHaveValue(`/store/${STORE_SLUG}`);
  await expectAccessibleAtBothWidths(page);

  // The home page (re-rendered when the banner was saved) shows it, lazily, with its size and alt.
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByTestId('brand-banner');
  await banner.scrollIntoViewIfNeeded();
  await expect(banner).toBeVisible();
  const image = banner.getByRole('img', { name: ALT });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '1600');
  await expect(image).toHaveAttribute('height', '400');
  await expect(banner.getByRole('link')).toHaveAttribute('href', `/store/${STORE_SLUG}`);
  if (process.env.BANNER_SHOTS) await banner.screenshot({ path: `${process.env.BANNER_SHOTS}/home-banner.png` });
  // Past its end the browser hides it, without waiting for the page to be rebuilt.
  await page.clock.fastForward('05:00');
  await expect(banner).toHaveCount(0);

  // CSV: download, change the price of one variant, upload; a bad file is refused as a whole first.
  await page.goto('/brand/listings/prices-and-stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Prices and stock' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the CSV' }).click();
  const download = await downloading;
  const text = Buffer.concat(await (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    return chunks;
  })()).toString('utf8');
  const records = parseCsv(text).map((record) => record.cells);
  const header = records[0]!;
  expect(header).toEqual(['sku', 'product', 'variant', 'stock', 'USD', 'CAD', 'GBP', 'EUR', 'AED']);
  const line = records.findIndex((cells) => cells[0] === product.sku);
  expect(line).toBeGreaterThan(0);

  const bad = writeCsv([header, ...records.slice(1).map((cells) => (cells[0] === product.sku ? [...cells.slice(0, 3), '-1', ...cells.slice(4)] : cells)), ['NOT-OURS-1', '', '', '1', '', '', '', '', '']]);
  await page.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Upload and apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'nothing was changed' })).toBeVisible();
  const report = page.getByTestId('refused-rows');
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report).toContainText('Stock cannot be negative.');
  await expect(report).toContainText('NOT-OURS-1: No variant of your store has this SKU.');
  await expectAccessibleAtBothWidths(page);

  const good = writeCsv([header, ...records.slice(1).map((cells) => (cells[0] === product.sku ? [...cells.slice(0, 4), '1234.56', ...cells.slice(5)] : cells))]);
  await page.getByLabel('CSV file').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await page.getByRole('button', { name: 'Upload and apply' }).click();
  // The answer waits for every page showing the product to be re-rendered (five locales each).
  await expect(page.getByRole('status').filter({ hasText: 'Changed variants: 1' })).toBeVisible({ timeout: 120_000 });

  await page.goto(product.path);
  await expect(page.getByText('$1,234.56').first()).toBeVisible();
});
