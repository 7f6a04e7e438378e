import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { dashboardSchema, type Dashboard } from '@/lib/contracts/brands/money-schemas';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildBrand, buildPerson } from '@/tests/support/builders/brands';
import { buildCategory, buildProduct, buildVendor } from '@/tests/support/builders/catalog';
import { vendorListings } from '@/server/db/schema/catalog/vendor-listings';
import { buildOrder } from '@/tests/support/builders/orders';
import { startBrandsApi, type BrandsApi } from '../brands/support/brands-api';

/* Issue 17 item 4: a brand's figures over a period, and what waits for it. */

let api: BrandsApi;
let brandId: number;
let staff: Record<string, string>;
const DAY = 86_400_000;
const today = new Date();
const daysAgo = (days: number) => new Date(today.getTime() - days * DAY);

beforeAll(async () => {
  api = await startBrandsApi();
  const vendor = await buildVendor(api.db);
  const person = await buildPerson(api.db);
  staff = person.headers;
  brandId = (await buildBrand(api.db, { vendorId: vendor.id, members: [{ customerId: person.customer.id, role: 'staff' }] })).id;
  const desk = { productCode: 'DSK-1', productName: 'Oak desk' };
  const lamp = { productCode: 'LMP-1', productName: 'Desk lamp' };
  await buildOrder(api.db, { paidAt: daysAgo(1), lines: [{ vendorCode: vendor.code, ...desk, unitPrice: 40_000 }, { vendorCode: vendor.code, ...lamp, unitPrice: 5_000, quantity: 3 }] });
  await buildOrder(api.db, { paidAt: daysAgo(2), lines: [{ vendorCode: vendor.code, ...lamp, unitPrice: 5_000, quantity: 2, status: ORDER_LINE_STATUS.SHIPPED }] });
  await buildOrder(api.db, { paidAt: daysAgo(3), currency: 'EUR', lines: [{ vendorCode: vendor.code, ...desk, unitPrice: 38_000, status: ORDER_LINE_STATUS.IN_RETURN_REVIEW }] });
  await buildOrder(api.db, { paidAt: daysAgo(40), lines: [{ vendorCode: vendor.code, ...desk, unitPrice: 40_000, status: ORDER_LINE_STATUS.DELIVERED }] });
  const category = await buildCategory(api.db);
  for (const [index, state] of (['refused', 'approved', 'pending'] as const).entries()) {
    const product = await buildProduct(api.db, { categoryId: category.id, isVendorProduct: true, variants: [{ stock: 1, prices: { USD: 1_000 } }] });
    await api.db.insert(vendorListings).values({ productId: product.id, vendorId: vendor.id, state, pictureSetKey: `dash-${index}-${vendor.id}` });
  }
  // Unpaid: neither a sale nor work to ship.
  await buildOrder(api.db, { paidAt: null, lines: [{ vendorCode: vendor.code, ...desk, unitPrice: 40_000, status: ORDER_LINE_STATUS.PAYMENT_PENDING }] });
});
afterAll(() => api?.close());

async function dashboard(query: string): Promise<Dashboard> {
  return dashboardSchema.parse(expectSuccessData(await api.call('GET', `/v1/brands/${brandId}/dashboard${query}`, { headers: staff })));
}

describe('the brand dashboard', () => {
  it('sums the last 7 days: orders, units, sales per currency, best sellers, every day listed', async () => {
    const week = await dashboard('?period=7');
    expect(week.days).toHaveLength(7);
    expect(week.to).toBe(today.toISOString().slice(0, 10));
    expect(week.totals).toEqual({ orders: 3, units: 7, sales: [{ currency: 'USD', amount: 40_000 + 15_000 + 10_000 }, { currency: 'EUR', amount: 38_000 }] });
    expect(week.top_products).toEqual([
      { product_code: 'LMP-1', product_name: 'Desk lamp', units: 5, orders: 2 },
      { product_code: 'DSK-1', product_name: 'Oak desk', units: 2, orders: 2 },
    ]);
    expect(week.days.reduce((sum, day) => sum + day.units, 0)).toBe(7);
    expect(week.days.find((day) => day.day === daysAgo(1).toISOString().slice(0, 10))).toMatchObject({ orders: 1, units: 4, sales: [{ currency: 'USD', amount: 55_000 }] });
  });

  it('widens to 90 days, and takes a custom range with both ends included', async () => {
    expect((await dashboard('?period=90')).totals.orders).toBe(4);
    const range = await dashboard(`?from=${daysAgo(41).toISOString().slice(0, 10)}&to=${daysAgo(39).toISOString().slice(0, 10)}`);
    expect(range.days).toHaveLength(3);
    expect(range.totals).toEqual({ orders: 1, units: 1, sales: [{ currency: 'USD', amount: 40_000 }] });
  });

  it('says what needs action: paid lines to ship, returns to decide and listings an operator refused', async () => {
    expect((await dashboard('')).needs_action).toEqual({ orders_to_ship: 1, lines_to_ship: 2, returns_to_decide: 1, listings_refused: 1 });
  });

  it.each([
    ['?period=14', 'period'],
    ['?from=2026-11-10', 'to'],
    ['?from=2026-11-10&to=2026-11-01', 'to'],
    ['?from=2026-02-31&to=2026-03-01', 'from'],
    ['?from=2024-01-01&to=2026-01-01', 'to'],
    ['?period=7&from=2026-11-01&to=2026-11-02', 'period'],
  ])('refuses %s with a 400 envelope naming %s', async (query, field) => {
    const envelope = expectErrorEnvelope(await api.call('GET', `/v1/brands/${brandId}/dashboard${query}`, { headers: staff }), 400);
    expect(JSON.stringify(envelope)).toContain(field);
  });
});
