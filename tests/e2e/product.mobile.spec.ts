import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from './support/test';
import { PHONE } from './support/phone';

test.use(PHONE);

const DESK_CODE = 'DH000001';

async function deskPath(request: APIRequestContext): Promise<{ path: string; name: string }> {
  const response = await request.get(`/api/v1/catalog/products/${DESK_CODE}`);
  const { data } = (await response.json()) as { data: { slug: string; categorySlug: string; product_name: string } };
  return { path: `/${data.categorySlug}/${data.slug}`, name: data.product_name };
}

test('at 375 px the product page fits the screen and keeps add to cart at hand in a sticky bar', async ({ page, request }) => {
  const desk = await deskPath(request);
  await page.goto(desk.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The shell may clip overflow, so the page's own blocks are measured too.
  for (const block of [page.getByRole('region', { name: `Pictures of ${desk.name}` }), page.getByRole('heading', { level: 1 }), page.getByTestId('add-to-cart')]) {
    const box = await block.boundingBox();
    expect(box, 'block is laid out').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375.5);
  }

  const bar = page.getByTestId('sticky-add-to-cart-bar');
  const mainButton = page.getByTestId('add-to-cart');
  // The main button starts below the pictures: the bar offers it meanwhile.
  await expect(bar).toHaveAttribute('aria-hidden', 'false');
  await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeInViewport();
  await mainButton.scrollIntoViewIfNeeded();
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await page.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded();
  await expect(bar).toHaveAttribute('aria-hidden', 'false');
});

test('at 375 px the gallery swipes between pictures and the dots follow', async ({ page, request }) => {
  const desk = await deskPath(request);
  await page.goto(desk.path);
  const track = page.getByRole('region', { name: `Pictures of ${desk.name}` });
  await track.evaluate((element) => element.scrollTo({ left: element.clientWidth, behavior: 'instant' }));
  await expect(page.getByRole('button', { name: 'Show the angled view' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Show the close-up of the materials' }).click();
  await expect.poll(() => track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(2);
});

test('at 375 px the gallery ends with the product in a furnished room, each picture loaded', async ({ page, request }) => {
  const desk = await deskPath(request);
  await page.goto(desk.path);
  const thumbnails = page.getByRole('list', { name: 'Choose a picture' }).getByRole('button');
  await expect(thumbnails).toHaveCount(4);
  await page.getByRole('button', { name: 'Show the view in a furnished room' }).click();
  const track = page.getByRole('region', { name: `Pictures of ${desk.name}` });
  await expect.poll(() => track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(3);
  const scene = track.getByRole('img', { name: `${desk.name}, view in a furnished room` });
  await expect.poll(() => scene.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
});

test('at 375 px the product page has no serious or critical accessibility violations', async ({ page, request }) => {
  const desk = await deskPath(request);
  await page.goto(desk.path);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
