/*
 * The bar of issue 17: "10,000 order lines page in under 100 ms p95 server time". Seeds a
 * throw-away in-memory PGlite database (migrated, no catalog needed) with 4,000 orders holding
 * 10,000 lines of one brand's vendor, plus as many orders and lines of other vendors (some
 * orders mix both, as real carts do), then times the list use case behind /brand/orders:
 * random pages, the "to ship" filter, a search by e-mail and the crypto list.
 *
 *   npx tsx scripts/bench/brand-orders-paging.ts [--runs 200]
 *
 * Prints one JSON line per case (p50, p95, max in ms) and exits 1 when a p95 is over 100 ms.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { BrandOrdersQuery } from '@/lib/contracts/brands/orders-schemas';
import { openDatabase, setDbHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { listBrandOrders } from '@/server/ordering/brand-orders/list-brand-orders';
import { printBenchRow } from './bench-row';

const VENDOR = 'bench-brand';
const BRAND_ORDERS = 4_000;
const BRAND_LINES = 10_000;
const BAR_MS = 100;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const runs = option('runs', 200);
  const handle = openDatabase({ kind: 'memory' });
  setDbHandle(handle);
  await runMigrations(handle);
  const db = handle.db;
  const started = performance.now();
  // 8,000 orders, one an hour back in time: odd ids are the brand's (3 lines for the first 2,000,
  // 2 for the rest: 10,000 in all), even ids another vendor's (3 lines); every fifth brand order
  // also holds another vendor's line.
  await db.execute(sql`insert into carts (id, currency, country, checked_out_at) select 'bench-' || n, 'USD', 'US', now() from generate_series(1, 8000) n`);
  await db.execute(sql`
    insert into orders (code, cart_id, email, locale, currency, status, subtotal, total, tax_mode, shipping_address, billing_address, shipping_option, payment_method_id, payment_option, created_at)
    select 'DH' || lpad((10000000 + n)::text, 8, '0'), 'bench-' || n, 'shopper' || n || '@example.test', 'en-US', 'USD',
      case when n % 7 = 0 then 1 when n % 11 = 0 then 5 else 0 end, 20000, 20000, 'added',
      '{"full_name":"Bench Shopper","street":"1 Main St","line_1":"","city":"Austin","state_or_province":"TX","postal_code":"78701","country":"US","phone":""}'::jsonb,
      '{"full_name":"Bench Shopper","street":"1 Main St","line_1":"","city":"Austin","state_or_province":"TX","postal_code":"78701","country":"US","phone":""}'::jsonb,
      'standard', case when n % 13 = 0 then 23 else 13 end, case when n % 13 = 0 then 5 else 0 end, now() - (n || ' minutes')::interval * 60
    from generate_series(1, 8000) n`);
  await db.execute(sql`
    insert into order_lines (order_id, product_id, product_code, sku, vendor_code, product_kind, product_name, product_slug, category_slug, category_name, image_key, quantity, unit_price, line_total, commission_bps, commission, vendor_net, status)
    select o.id, 1000 + k, 'BP' || k, 'SKU-' || o.id || '-' || k,
      case when o.id % 2 = 1 then ${VENDOR} else 'other-vendor-' || (o.id % 5) end,
      1, 'Bench desk ' || k, 'bench-desk-' || k, 'desks', 'Desks', 'desk', 1, 10000, 10000, 1500, 1500, 8500,
      case o.status when 1 then 1 when 5 then 2 else 0 end
    from orders o cross join generate_series(1, 3) k
    where k <= 2 or o.id % 2 = 0 or (o.id + 1) / 2 <= ${BRAND_LINES - 2 * BRAND_ORDERS}`);
  await db.execute(sql`
    insert into order_lines (order_id, product_id, product_code, sku, vendor_code, product_kind, product_name, product_slug, category_slug, category_name, image_key, quantity, unit_price, line_total, commission_bps, commission, vendor_net, status)
    select o.id, 2000, 'OP1', 'SKU-OTHER-' || o.id, 'other-vendor-9', 1, 'Other lamp', 'other-lamp', 'lamps', 'Lamps', 'lamp', 1, 5000, 5000, 1500, 750, 4250, 0
    from orders o where o.id % 10 = 1`);
  await db.execute(sql`analyze`);
  const answer = (await db.execute(sql`select count(*)::int as n from order_lines where vendor_code = ${VENDOR}`)) as unknown as { rows: { n: number }[] };
  const counted = answer.rows[0];
  const seedMs = performance.now() - started;
  const pages = Math.ceil(BRAND_ORDERS / 20);

  const cases: { name: string; query: () => BrandOrdersQuery }[] = [
    { name: 'all lines, random page', query: () => ({ kind: 'all', page: 1 + Math.floor(Math.random() * pages) }) },
    { name: 'to ship, random page', query: () => ({ kind: 'all', status: 'to_ship', page: 1 + Math.floor(Math.random() * 100) }) },
    { name: 'search by e-mail', query: () => ({ kind: 'all', q: `shopper${1 + 2 * Math.floor(Math.random() * BRAND_ORDERS)}@`, page: 1 }) },
    { name: 'crypto list, first page', query: () => ({ kind: 'crypto', page: 1 }) },
  ];
  let failed = false;
  console.log(JSON.stringify({ bench: 'brand-orders-paging', engine: 'pglite (memory)', brandLines: counted?.n, orders: 8000, seedMs: Math.round(seedMs) }));
  for (const benchCase of cases) {
    for (let warm = 0; warm < 10; warm += 1) await listBrandOrders({ vendorCode: VENDOR, query: benchCase.query(), db });
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const query = benchCase.query();
      const before = performance.now();
      const page = await listBrandOrders({ vendorCode: VENDOR, query, db });
      times.push(performance.now() - before);
      if (benchCase.name.startsWith('all') && page.total !== BRAND_ORDERS) throw new Error(`expected ${BRAND_ORDERS} orders, got ${page.total}`);
    }
    times.sort((x, y) => x - y);
    const p95 = percentile(times, 0.95);
    failed ||= p95 > BAR_MS;
    console.log(JSON.stringify({ case: benchCase.name, runs, p50: +percentile(times, 0.5).toFixed(1), p95: +p95.toFixed(1), max: +times[times.length - 1]!.toFixed(1), bar: BAR_MS }));
    printBenchRow({ bar: `brand orders (10,000 lines): ${benchCase.name} (p95 server time)`, value: `${p95.toFixed(1)} ms`, target: `<= ${BAR_MS} ms`, ok: p95 <= BAR_MS });
  }
  await handle.close();
  process.exit(failed ? 1 : 0);
}

void main();
