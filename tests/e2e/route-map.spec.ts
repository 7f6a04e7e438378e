import { expect, test } from './support/test';

/*
 * Decision 0066: the client build manifest (Next's map of every route to its chunks) is not part of
 * a page's first load. The document fetches it after the load event or at the first press, and the
 * router, which is its only reader, waits for it.
 */

test('the route map loads after the page, and a move made while it is still on its way lands without a reload', async ({ page }) => {
  let releaseRouteMap = () => {};
  const routeMapHeld = new Promise<void>((resolve) => {
    releaseRouteMap = resolve;
  });
  const routeMapRequests: string[] = [];
  await page.route('**/_buildManifest.js*', async (route) => {
    routeMapRequests.push(route.request().url());
    await routeMapHeld;
    await route.continue();
  });

  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/<script[^>]*src="[^"]*_buildManifest\.js/);
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object');
  await expect.poll(() => routeMapRequests.length).toBe(1);
  // Asked for only once the page had loaded: not part of what a first visit waits for.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { loadStart: navigation.loadEventStart, routeMapKnown: '__BUILD_MANIFEST' in window };
  });
  expect(timing.loadStart).toBeGreaterThan(0);
  expect(timing.routeMapKnown).toBe(false);

  await page.evaluate(() => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
  });
  await page.getByRole('main').getByRole('link', { name: 'Shop standing desks' }).click();
  // The router is waiting for the map (it left its callback for the file to call); the map arrives.
  // Released at once: the router gives up on a map that takes over 3.8 s and loads the page in full.
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { __BUILD_MANIFEST_CB?: unknown }).__BUILD_MANIFEST_CB)).toBe('function');
  releaseRouteMap();
  await expect(page).toHaveURL(/\/standing-desks$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/standing desks/i);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(routeMapRequests).toHaveLength(1);

  const started = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const routeMap = performance.getEntriesByType('resource').find((entry) => entry.name.includes('_buildManifest.js'));
    return { loadStart: navigation.loadEventStart, routeMapStart: routeMap?.startTime ?? -1 };
  });
  expect(started.routeMapStart).toBeGreaterThanOrEqual(started.loadStart);
});
