/*
 * The bar of issue 17: "a listing of 1,000 products pages in under 100 ms p95 server time". Seeds
 * 1,000 products of one brand (and 2,000 of other vendors, so the vendor filter has work to do)
 * into a throwaway in-memory PGlite, then calls the use case behind GET /v1/brands/{id}/listings
 * (listVendorListings: the page, its counts by state) for every page at 20 and 50 a page, with
 * and without a status filter and a search, after one warm-up pass; reports p50/p95/max.
 *
 *   npx tsx scripts/bench/brand-listings-paging.ts        (LISTINGS_BENCH_RUNS=3)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { ListingStatus } from '@/lib/catalog/listing-rules';
import { openDatabase, setDbHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { listVendorListings } from '@/server/catalog/brand-listings/list-vendor-listings';
import { printBenchRow } from './bench-row';

export const LISTINGS_BAR_MS = 100;
const PRODUCTS = 1000;
const OTHER_PRODUCTS = 2000;
const RUNS = Number(process.env.LISTINGS_BENCH_RUNS ?? 3);

type Handle = ReturnType<typeof openDatabase>;

async function seed(handle: Handle): Promise<number> {
  const db = handle.db;
  await db.execute(sql`insert into categories (code, slug) values ('bench-cat', 'bench-category')`);
  await db.execute(sql`insert into vendors (code, slug, name) values ('BENCH', 'bench-brand', 'Bench Brand'), ('OTHER', 'other-brand', 'Other Brand')`);
  const vendorIds = (await db.execute(sql`select id, code from vendors where code in ('BENCH', 'OTHER')`)) as unknown as { rows: { id: number; code: string }[] };
  const bench = vendorIds.rows.find((row) => row.code === 'BENCH')!.id;
  const other = vendorIds.rows.find((row) => row.code === 'OTHER')!.id;
  const states = `(array['draft','pending','approved','refused','approved'])[1 + (n % 5)]`;
  const statements = `
    insert into products (code, slug, url_sequence_code, category_id, vendor_id, is_vendor_product, is_published, shape)
    select 'B-' || n, 'bench-product-' || n, 'S' || n, (select id from categories where code = 'bench-cat'),
      case when n <= ${PRODUCTS} then ${bench} else ${other} end, true, n % 2 = 0, ''
    from generate_series(1, ${PRODUCTS + OTHER_PRODUCTS}) n;
    insert into product_translations (product_id, language, name)
    select p.id, l.language, initcap(l.language) || ' bench desk ' || p.code from products p cross join (values ('en'), ('fr'), ('de')) l(language) where p.code like 'B-%';
    insert into product_variants (product_id, sku, options, image_key, stock, position)
    select p.id, p.code || '-' || v, '{}'::jsonb, 'upl-bench', v * 3, v from products p cross join generate_series(1, 3) v where p.code like 'B-%';
    insert into variant_prices (variant_id, currency, amount)
    select pv.id, c.currency, 10000 + pv.id from product_variants pv cross join (values ('USD'), ('CAD'), ('GBP'), ('EUR')) c(currency) where pv.sku like 'B-%';
    insert into vendor_listings (product_id, vendor_id, state, picture_set_key, updated_at)
    select p.id, p.vendor_id, ${states.replace(/n %/g, 'p.id %')}, md5(p.code), now() - (p.id || ' minutes')::interval
    from products p where p.code like 'B-%';
    analyze;
  `;
  // One statement per call: the extended protocol takes no multi-statement strings.
  for (const statement of statements.split(';').map((part) => part.trim()).filter(Boolean)) await db.execute(sql.raw(statement));
  return bench;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const handle = openDatabase({ kind: 'memory' });
  setDbHandle(handle);
  await runMigrations(handle);
  const vendorId = await seed(handle);
  const calls: { perPage: number; page: number; status?: ListingStatus; q?: string }[] = [];
  for (const perPage of [20, 50]) {
    for (let page = 1; page <= Math.ceil(PRODUCTS / perPage); page += 1) calls.push({ perPage, page });
  }
  for (const status of ['draft', 'pending', 'published', 'unpublished', 'refused'] as const) for (const page of [1, 2, 5]) calls.push({ perPage: 20, page, status });
  for (const q of ['desk', 'B-42', 'bench desk b-9']) for (const page of [1, 3]) calls.push({ perPage: 20, page, q });

  const run = (call: (typeof calls)[number]) => listVendorListings({ vendorId, page: call.page, perPage: call.perPage, status: call.status, q: call.q, language: 'en' });
  const first = await run({ perPage: 20, page: 1 });
  if (first.total !== PRODUCTS || first.items.length !== 20) throw new Error(`seed looks wrong: total ${first.total}, page ${first.items.length}`);
  for (const call of calls) await run(call);

  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  for (let round = 0; round < RUNS; round += 1) {
    for (const call of calls) {
      const start = performance.now();
      await run(call);
      const took = performance.now() - start;
      times.push(took);
      const kind = call.q ? 'search' : call.status ? 'status' : `all, ${call.perPage} a page`;
      byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
    }
  }
  for (const [kind, list] of byKind) {
    list.sort((a, b) => a - b);
    console.log(`  ${kind}: p50 ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms`);
  }
  times.sort((a, b) => a - b);
  const report = { products: PRODUCTS, samples: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! };
  console.log(`brand listings paging (PGlite, ${PRODUCTS} products of one brand among ${PRODUCTS + OTHER_PRODUCTS}): p50 ${report.p50.toFixed(1)} ms, p95 ${report.p95.toFixed(1)} ms, max ${report.max.toFixed(1)} ms over ${report.samples} calls`);
  console.log(report.p95 <= LISTINGS_BAR_MS ? `bar met: p95 <= ${LISTINGS_BAR_MS} ms` : `BAR MISSED: p95 > ${LISTINGS_BAR_MS} ms`);
  printBenchRow({ bar: `brand listings: ${PRODUCTS} products paged (p95 server time)`, value: `${report.p95.toFixed(1)} ms (p50 ${report.p50.toFixed(1)} ms)`, target: `<= ${LISTINGS_BAR_MS} ms`, ok: report.p95 <= LISTINGS_BAR_MS });
  await handle.close();
  if (report.p95 > LISTINGS_BAR_MS) process.exitCode = 1;
}

void main();
