/*
 * The bar of issue 23 item 4: the operators' analytics answer in under 300 ms p95 over 1,000,000
 * events. Seeds a throw-away in-memory PGlite database with 1,000,000 events over 30 days
 * (generate_series: 200,000 sessions of ~67,000 visitors; page views, funnel steps, payments and
 * web vitals), builds their daily rollups with the same meaning as the collector's, then times
 * the use case behind GET /v1/admin/analytics for each period.
 *
 *   npx tsx scripts/bench/analytics-dashboard.ts [--events 1000000] [--runs 30]
 *
 * Prints one JSON line per period (p50, p95, max in ms) and BENCH_ROW lines; exits 1 over the bar.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ANALYTICS_PERIODS } from '@/lib/contracts/analytics/analytics-overview-schemas';
import { getAnalyticsOverview } from '@/server/analytics/dashboard/get-analytics-overview';
import { maintainEventPartitions } from '@/server/analytics/partitions/maintain-event-partitions';
import { openDatabase, setDbHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { printBenchRow } from './bench-row';

const BAR_MS = 300;
const DAYS = 30;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const events = option('events', 1_000_000);
  const runs = option('runs', 30);
  const handle = openDatabase({ kind: 'memory' });
  setDbHandle(handle);
  await runMigrations(handle);
  const db = handle.db;
  const now = new Date();
  const days = Array.from({ length: DAYS }, (_, i) => new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10));
  await maintainEventPartitions(now, days);
  const started = performance.now();
  // Event n: day n % 30, session n / 5, visitor n / 15; its kind by n % 20.
  await db.execute(sql`
    insert into analytics_events (day, event_name, event_timestamp, session_id, user_pseudo_id, page_name, url, source, country, is_bot, event_params, ecommerce, items, web_info)
    select current_date - ((n / 5000) % ${DAYS}), e.name, 0, 's' || (n / 5), 'u' || (n / 15),
      (array['home','category','product_detail','search','cart','checkout','blog','help','brand','landing','account','order'])[1 + n % 12],
      'https://deskhaus.test/p/' || (n % 500),
      (array['(direct)','google.com','newsletter / email','bing.com','instagram / social','example.org'])[1 + (n / 5) % 6],
      (array['FR','DE','GB','US','NL','BE','CH','ES'])[1 + (n / 15) % 8],
      n % 97 = 0,
      case when e.name = 'web_vitals' then jsonb_build_array(jsonb_build_object('key','metric','value',(array['LCP','INP','CLS','FCP','TTFB'])[1 + n % 5]), jsonb_build_object('key','value','value', 50 + ((n % 1000) * 7919) % 4000)) else '[]'::jsonb end,
      case when e.name = 'Charge_success' then jsonb_build_object('currency','EUR','value', 10000 + (n % 50) * 1000) end,
      case when e.name in ('view_item','add_to_cart','begin_checkout','Charge_success') then jsonb_build_array(jsonb_build_object('item_id','P' || (n % 500),'item_name','Product ' || (n % 500),'price', 10000 + (n % 50) * 1000,'quantity',1)) end,
      '{}'::jsonb
    from generate_series(1, ${events}) n
    cross join lateral (select case when n % 20 < 10 then 'page_view' when n % 20 < 14 then 'view_item' when n % 20 < 16 then 'add_to_cart' when n % 20 = 16 then 'begin_checkout' when n % 20 = 17 then 'Charge_success' else 'web_vitals' end as name) e`);
  const seededMs = performance.now() - started;
  // The rollups the collector would have kept for these events (robots left out).
  const human = sql`from analytics_events where not is_bot`;
  await db.execute(sql`insert into analytics_daily_uniques (day, kind, key, member) select distinct day, 'visitor', '', user_pseudo_id ${human}`);
  await db.execute(sql`insert into analytics_daily_uniques (day, kind, key, member) select distinct day, 'session', '', session_id ${human}`);
  await db.execute(sql`insert into analytics_daily_uniques (day, kind, key, member) select distinct day, 'country', country, user_pseudo_id ${human}`);
  await db.execute(sql`insert into analytics_daily_uniques (day, kind, key, member) select distinct day, 'source', source, session_id ${human} and event_name = 'page_view'`);
  await db.execute(sql`insert into analytics_daily_counts (day, kind, key, count) select day, case kind when 'visitor' then 'visitors' when 'session' then 'sessions' else kind end, key, count(*) from analytics_daily_uniques group by 1, 2, 3`);
  await db.execute(sql`insert into analytics_daily_counts (day, kind, key, count) select day, 'event', event_name, count(*) ${human} group by 1, 3`);
  await db.execute(sql`insert into analytics_daily_counts (day, kind, key, count) select day, 'page', page_name, count(*) ${human} and event_name = 'page_view' group by 1, 3`);
  await db.execute(sql`insert into analytics_daily_counts (day, kind, key, count, amount) select day, 'revenue', 'EUR', count(*), sum((ecommerce->>'value')::bigint) ${human} and event_name = 'Charge_success' group by 1`);
  await db.execute(sql`
    insert into analytics_daily_counts (day, kind, key, label, count, amount)
    select day, case event_name when 'view_item' then 'product_view' when 'add_to_cart' then 'product_cart' else 'product_purchase' end, items->0->>'item_id', max(items->0->>'item_name'), count(*),
      case when event_name = 'Charge_success' then sum((items->0->>'price')::bigint) else 0 end
    ${human} and event_name in ('view_item','add_to_cart','Charge_success') group by day, event_name, items->0->>'item_id'`);
  await db.execute(sql`
    insert into analytics_daily_vitals (day, page_name, metric, bucket, count)
    select day, page_name, event_params->0->>'value', round(ln(1 + (event_params->1->>'value')::numeric) * 50)::smallint, count(*)
    ${human} and event_name = 'web_vitals' group by 1, 2, 3, 4`);
  await db.execute(sql`analyze`);
  const rollupMs = performance.now() - started - seededMs;
  const sizes = (await db.execute(sql`select (select count(*)::int from analytics_events) as events, (select count(*)::int from analytics_daily_uniques) as uniques, (select count(*)::int from analytics_daily_counts) as counts`)) as unknown as { rows: Record<string, number>[] };
  console.log(JSON.stringify({ bench: 'analytics-dashboard', engine: 'pglite (memory)', ...sizes.rows[0], seedMs: Math.round(seededMs), rollupMs: Math.round(rollupMs) }));

  let failed = false;
  for (const period of ANALYTICS_PERIODS) {
    for (let warm = 0; warm < 3; warm += 1) await getAnalyticsOverview({ period });
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const before = performance.now();
      const overview = await getAnalyticsOverview({ period });
      times.push(performance.now() - before);
      if (overview.page_views === 0) throw new Error('the seeded page views are missing');
    }
    times.sort((x, y) => x - y);
    const p95 = percentile(times, 0.95);
    failed ||= p95 > BAR_MS;
    console.log(JSON.stringify({ period, runs, p50: +percentile(times, 0.5).toFixed(1), p95: +p95.toFixed(1), max: +times[times.length - 1]!.toFixed(1), bar: BAR_MS }));
    printBenchRow({ bar: `analytics overview over ${events.toLocaleString('en-US')} events: last ${period} day(s) (p95 server time)`, value: `${p95.toFixed(1)} ms`, target: `<= ${BAR_MS} ms`, ok: p95 <= BAR_MS });
  }
  await handle.close();
  process.exit(failed ? 1 : 0);
}

void main();
