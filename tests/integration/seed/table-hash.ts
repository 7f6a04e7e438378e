import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/* Tables the catalog seed writes, with an ORDER BY that makes their dump stable. */
export const SEEDED_TABLES: Readonly<Record<string, string>> = {
  categories: 'id',
  category_translations: 'category_id, language',
  vendors: 'id',
  vendor_translations: 'vendor_id, language',
  products: 'id',
  product_translations: 'product_id, language',
  product_variants: 'id',
  variant_prices: 'variant_id, currency',
  product_labels: 'product_id, label_id',
  product_content_sections: 'id',
  flash_sales: 'id',
  price_tiers: 'product_id, min_quantity',
  variant_option_labels: 'option, value, language',
  settings: 'key',
};

/** A hash of each seeded table's rows, as text (so PGlite and PostgreSQL compare alike). */
export async function hashSeededTables(db: Db, except: Readonly<Record<string, readonly string[]>> = {}): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const [table, order] of Object.entries(SEEDED_TABLES)) {
    const result = await db.execute(sql.raw(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY ${order}`));
    const rows = (result as unknown as { rows: { row: Record<string, unknown> }[] }).rows;
    const hash = createHash('sha256');
    for (const { row } of rows) {
      const kept = Object.fromEntries(Object.entries(row).filter(([column]) => !(except[table] ?? []).includes(column)));
      hash.update(JSON.stringify(kept));
    }
    hashes[table] = `${rows.length}:${hash.digest('hex').slice(0, 16)}`;
  }
  return hashes;
}
