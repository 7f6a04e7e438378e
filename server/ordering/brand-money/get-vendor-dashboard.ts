import type { Dashboard } from '@/lib/contracts/brands/money-schemas';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { dayOf } from './money-rules';
import { countPaidOrders, countPendingWork, listDailySales, listTopProducts } from './repository-brand-money';

/*
 * A vendor's dashboard (issue 17 item 4): what it sold in a range of UTC days (lines of orders
 * paid in it, before refunds: the statements account for those), its best sellers, and what
 * waits for it now. `listings_refused` belongs to the listings area: the brands route fills it.
 */

const DAY_MS = 86_400_000;
const TOP_PRODUCTS = 5;

export interface DashboardRange {
  /** First day, 00:00 UTC. */
  from: Date;
  /** Day after the last one, 00:00 UTC. */
  to: Date;
}

function everyDay(range: DashboardRange): string[] {
  const days: string[] = [];
  for (let time = range.from.getTime(); time < range.to.getTime(); time += DAY_MS) days.push(dayOf(new Date(time)));
  return days;
}

/** Largest amount first, then by code: the order the page lists currencies in. */
function byAmount(amounts: Map<string, number>): { currency: string; amount: number }[] {
  return [...amounts].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
}

export async function getVendorDashboard(input: { vendorCode: string; range: DashboardRange }, db: DbOrTx = getDb()): Promise<Omit<Dashboard, 'needs_action'> & { needs_action: Omit<Dashboard['needs_action'], 'listings_refused'> }> {
  const { vendorCode, range } = input;
  const [daily, orders, top, work] = await Promise.all([
    listDailySales(db, vendorCode, range.from, range.to),
    countPaidOrders(db, vendorCode, range.from, range.to),
    listTopProducts(db, vendorCode, range.from, range.to, TOP_PRODUCTS),
    countPendingWork(db, vendorCode),
  ]);
  const sales = new Map<string, number>();
  let units = 0;
  const perDay = new Map<string, { orders: number; units: number; sales: Map<string, number> }>();
  for (const row of daily) {
    units += row.units;
    sales.set(row.currency, (sales.get(row.currency) ?? 0) + row.gross);
    const day = perDay.get(row.day) ?? { orders: 0, units: 0, sales: new Map<string, number>() };
    // One order has one currency: adding the per-currency counts of a day counts each order once.
    day.orders += row.orders;
    day.units += row.units;
    day.sales.set(row.currency, (day.sales.get(row.currency) ?? 0) + row.gross);
    perDay.set(row.day, day);
  }
  return {
    from: dayOf(range.from),
    to: dayOf(new Date(range.to.getTime() - DAY_MS)),
    totals: { orders, units, sales: byAmount(sales) },
    days: everyDay(range).map((day) => {
      const found = perDay.get(day);
      return { day, orders: found?.orders ?? 0, units: found?.units ?? 0, sales: found ? byAmount(found.sales) : [] };
    }),
    top_products: top.map((row) => ({ product_code: row.productCode, product_name: row.productName, units: row.units, orders: row.orders })),
    needs_action: { orders_to_ship: work.ordersToShip, lines_to_ship: work.linesToShip, returns_to_decide: work.returnsToDecide },
  };
}
