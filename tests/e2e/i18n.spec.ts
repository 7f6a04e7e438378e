import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

/** Every English sentence of the translation files: none may show on a French or German page. */
function englishSentences(): string[] {
  const dir = path.resolve('locales/en');
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const text = value.replace(/\{\{[^}]+\}\}/g, '').trim();
      if (text.split(/\s+/).length >= 3) out.push(text);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  return out;
}

for (const path_ of ['/fr-FR', '/de-DE', '/fr-FR/page-that-does-not-exist']) {
  test(`no English sentence of the translation files shows on ${path_}`, async ({ page }) => {
    await page.goto(path_);
    // Wait for the late widgets (the consent layer, titled in the page's language) so their text is checked too.
    const language = path_.slice(1, 3);
    const common = JSON.parse(fs.readFileSync(path.resolve(`locales/${language}/common.json`), 'utf8')) as { consent: { title: string } };
    await expect(page.getByRole('region', { name: common.consent.title })).toBeVisible();
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    const leaks = englishSentences().filter((sentence) => text.includes(sentence));
    expect(leaks).toEqual([]);
  });
}
