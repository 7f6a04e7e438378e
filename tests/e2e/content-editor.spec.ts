import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { OWN_DATABASE_GROUP } from './support/database-groups';
import { fitsWidth, signInAsOperator } from './support/sign-in';

/*
 * Issue 18 items 5 and 6: an operator writes a post in three languages with a cover, previews
 * it in the real page template, publishes it, and it appears on /ourblog at once (on-demand
 * revalidation). Its own database group: the new post changes the blog's first page.
 */
test.use({ databaseGroup: OWN_DATABASE_GROUP });

const TEXTS = {
  English: { title: 'Five minutes to a calmer desk', slug: 'five-minutes-calmer-desk', excerpt: 'A short evening routine that keeps cables, papers and cups off your desk.', alt: 'A tidy oak desk with a lamp', heading: 'Clear the surface' },
  French: { title: 'Cinq minutes pour un bureau apaisé', slug: 'cinq-minutes-bureau-apaise', excerpt: 'Une courte routine du soir pour garder câbles, papiers et tasses hors du bureau.', alt: 'Un bureau en chêne rangé avec une lampe', heading: 'Dégager le plateau' },
  German: { title: 'Fünf Minuten zu einem ruhigeren Schreibtisch', slug: 'fuenf-minuten-ruhiger-schreibtisch', excerpt: 'Eine kurze Abendroutine, die Kabel, Papiere und Tassen vom Schreibtisch fernhält.', alt: 'Ein aufgeräumter Eichenschreibtisch mit Lampe', heading: 'Die Fläche freiräumen' },
} as const;

test('an operator writes, previews and publishes a post that then appears on /ourblog', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  await signInAsOperator(context, request, baseURL);

  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  // The index links to the landing editor, and so does the operators' navigation.
  const landingLinks = page.getByRole('link', { name: 'Landing pages' });
  await expect(landingLinks).toHaveCount(2);
  for (const link of await landingLinks.all()) await expect(link).toHaveAttribute('href', '/admin/content/landings');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'New blog post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  for (const [language, text] of Object.entries(TEXTS)) {
    await page.getByRole('button', { name: language, exact: true }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(text.title);
    await page.getByRole('textbox', { name: /Address \(slug\)/ }).fill(text.slug);
    await page.getByRole('textbox', { name: 'Excerpt' }).fill(text.excerpt);
    await page.getByRole('textbox', { name: 'Cover description' }).fill(text.alt);
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill(`## ${text.heading}\n\n${text.excerpt}\n\n- **1** — ${text.alt}`);
    // The live preview renders with the public renderer as the operator types.
    await expect(page.getByRole('region', { name: /Live preview/ }).getByRole('heading', { level: 2, name: text.heading })).toBeVisible();
  }
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a6f52' } }).png().toBuffer();
  await page.getByLabel('Cover picture').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText('Cover uploaded. Save the draft to keep it.')).toBeVisible();
  // Served from the database by the API at the width the image loader picks.
  const uploaded = page.getByRole('img', { name: TEXTS.German.alt });
  await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/posts\/\d+$/);
  const postEditorPath = new URL(page.url()).pathname;
  await expect(page.getByText('Not on the site.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('editor-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page);
  await page.screenshot({ path: testInfo.outputPath('editor-375.png'), fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'Preview the page as it will look' }).click();
  await expect(page.getByText('Preview of the draft – not published')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.English.title })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the editor' }).click();

  await page.getByRole('button', { name: 'Publish now' }).click();
  // The answer waits for the post's pages and the blog's lists to be re-rendered in every locale.
  await expect(page.getByRole('status').filter({ hasText: 'Published. The pages were refreshed.' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'History' }).getByText(/Published by ops@deskhaus\.test/)).toBeVisible();

  await page.goto('/ourblog');
  const card = page.getByRole('link', { name: TEXTS.English.title }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/ourblog/${TEXTS.English.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.English.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: TEXTS.English.heading })).toBeVisible();
  const cover = page.getByRole('img', { name: TEXTS.English.alt });
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/fr-FR/ourblog/${TEXTS.French.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.French.title })).toBeVisible();

  // Unpublishing re-renders the blog at once too. (It also leaves the build's shared page cache
  // as the other specs' databases expect it: every worker serves the same .next.)
  await page.goto(postEditorPath);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Taken off the site.' })).toBeVisible();
  await page.goto('/ourblog');
  await expect(page.getByRole('heading', { level: 1, name: 'The Deskhaus blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: TEXTS.English.title })).toHaveCount(0);
  expect((await page.goto(`/ourblog/${TEXTS.English.slug}`))?.status()).toBe(404);
});
