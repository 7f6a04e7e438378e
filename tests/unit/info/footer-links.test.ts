import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS } from '@/lib/navigation/site-navigation';

const PAGES_DIR = path.resolve(__dirname, '../../../pages');

/** Routes the footer keeps although their page is still being built (the orders issue brings it). */
const ARRIVING_SOON = new Set(['/track-your-order']);

function pageExists(href: string): boolean {
  const base = path.join(PAGES_DIR, href);
  return ['.tsx', '.ts'].some((ext) => fs.existsSync(`${base}${ext}`) || fs.existsSync(path.join(base, `index${ext}`)));
}

const hrefs = FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href));

describe('footer links', () => {
  it('lead only to pages that exist, so no shopper or prefetch meets a 404', () => {
    expect(hrefs.filter((href) => !ARRIVING_SOON.has(href) && !pageExists(href))).toEqual([]);
  });

  it('leave out the sections that are not built yet', () => {
    for (const missing of ['/employees', '/student', '/share-and-earn-money', '/office-furniture-bulk-orders']) {
      expect(hrefs).not.toContain(missing);
    }
  });

  it('keep the information pages, group buy and order tracking', () => {
    for (const kept of ['/about', '/press-feature', '/privacy', '/terms-of-use', '/group-buy', '/track-your-order', '/help-center', '/ourblog']) expect(hrefs).toContain(kept);
  });
});
