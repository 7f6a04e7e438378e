import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';
import { brandOrderDetailSchema, brandOrderListSchema, type BrandOrderDetail, type BrandOrderList } from '@/lib/contracts/brands/orders-schemas';
import { orders } from '@/server/db/schema/ordering/orders';
import { payments } from '@/server/db/schema/ordering/payments';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from '@/tests/integration/brands/support/brands-api';
import { statusesOf } from '@/tests/integration/shipments/support/order-statuses';
import { pdfPageTexts } from '@/tests/integration/invoices/support/pdf-text';
import { buildOperator } from '@/tests/support/builders/brands';
import { buildBrandCast, orderOf, orderWithReturn, shipAndDeliverAsBrand, type BrandCast } from './support/brand-orders-world';

/* Issue 17 item 3: /brand/orders, crypto orders, operator-placed orders, packing slips, CSV and
 * returns, as the brand's API answers them. Isolation between brands: isolation.test.ts. */

let api: BrandsApi;
let mine: BrandCast;
let other: BrandCast;

beforeAll(async () => {
  api = await startBrandsApi();
  mine = await buildBrandCast(api);
  other = await buildBrandCast(api);
});
afterAll(() => api?.close());

async function list(cast: BrandCast, query = ''): Promise<BrandOrderList> {
  const data = expectSuccessData(await api.call('GET', `/v1/brands/${cast.brandId}/orders${query}`, { headers: cast.staff.headers }));
  return brandOrderListSchema.parse(data);
}

async function detail(cast: BrandCast, code: string): Promise<BrandOrderDetail> {
  return brandOrderDetailSchema.parse(expectSuccessData(await api.call('GET', `/v1/brands/${cast.brandId}/orders/${code}`, { headers: cast.staff.headers })));
}

describe('the list', () => {
  it('shows an order with the brand’s lines only, never the other vendor’s, and the brand’s total', async () => {
    const order = await orderOf(api, [mine.vendorCode, other.vendorCode, mine.vendorCode]);
    const page = await list(mine, `?q=${order.code}`);
    expect(page.total).toBe(1);
    const [item] = page.items;
    expect(item!.code).toBe(order.code);
    expect(item!.lines.map((line) => line.id)).toEqual([order.lineIds[0], order.lineIds[2]]);
    expect(item!.brand_total).toBe(20_000);
    expect(item!.crypto).toBeNull();
    const theirs = await list(other, `?q=${order.code}`);
    expect(theirs.items[0]!.lines.map((line) => line.id)).toEqual([order.lineIds[1]]);
  });

  it('filters by the lines’ status and finds orders by number start or by e-mail', async () => {
    const shipped = await orderOf(api, [mine.vendorCode], { email: 'Filter.Shipped@Example.test' });
    const waiting = await orderOf(api, [mine.vendorCode], { email: 'filter.waiting@example.test' });
    await shipAndDeliverAsBrand(api, mine, shipped.code, shipped.lineIds);
    const toShip = await list(mine, '?status=to_ship&q=filter.');
    expect(toShip.items.map((item) => item.code)).toEqual([waiting.code]);
    const delivered = await list(mine, '?status=delivered&q=FILTER.SHIPPED');
    expect(delivered.items.map((item) => item.code)).toEqual([shipped.code]);
    expect((await list(mine, `?q=${shipped.code.slice(0, 9)}`)).items.map((item) => item.code)).toContain(shipped.code);
    // LIKE wildcards are matched literally.
    expect((await list(mine, '?q=%25')).total).toBe(0);
  });

  it('pages by 20 orders, newest first, and hides failed payment attempts', async () => {
    const fresh = await buildBrandCast(api);
    for (let index = 0; index < 21; index += 1) await orderOf(api, [fresh.vendorCode]);
    await orderOf(api, [fresh.vendorCode], { status: S.PAYMENT_FAILED, lines: [{ vendorCode: fresh.vendorCode, status: L.CANCEL }] });
    const first = await list(fresh);
    const second = await list(fresh, '?page=2');
    expect(first.total).toBe(21);
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(1);
    const times = first.items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a bad filter or page with a 400 envelope', async () => {
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${mine.brandId}/orders?status=lost`, { headers: mine.staff.headers }), 400);
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${mine.brandId}/orders?page=0`, { headers: mine.staff.headers }), 400);
  });
});

describe('crypto and operator-placed orders', () => {
  it('lists crypto orders with the payment’s confirmation state, and no card or wallet detail', async () => {
    const order = await orderOf(api, [mine.vendorCode], { pay: false, status: S.PAYMENT_PENDING, paymentMethodId: PAYMENT_METHOD.CRYPTO, paymentOption: PAYMENT_OPTION.CRYPTO, lines: [{ vendorCode: mine.vendorCode, status: L.PAYMENT_PENDING }] });
    await api.db.insert(payments).values({
      orderId: order.id,
      provider: 'test',
      providerReference: `crypto-${order.code}`,
      methodId: PAYMENT_METHOD.CRYPTO,
      paymentOption: PAYMENT_OPTION.CRYPTO,
      status: 'pending',
      amount: order.total,
      currency: 'USD',
      nextAction: { type: 'crypto', asset: 'USDC', network: 'ethereum', address: '0xabc', amount: '100.00', expires_at: new Date(Date.now() + 3_600_000).toISOString(), confirmations_required: 12, confirmations: 3 },
    });
    const card = await orderOf(api, [mine.vendorCode]);
    const page = await list(mine, '?kind=crypto');
    expect(page.items.map((item) => item.code)).toContain(order.code);
    expect(page.items.map((item) => item.code)).not.toContain(card.code);
    const item = page.items.find((candidate) => candidate.code === order.code)!;
    expect(item.crypto).toEqual({ payment_status: 'pending', confirmations: 3, confirmations_required: 12, asset: 'USDC' });
    expect(JSON.stringify(item)).not.toContain('0xabc');
    expect((await list(mine, '?kind=crypto&status=awaiting_payment')).items.map((entry) => entry.code)).toContain(order.code);
  });

  it('lists orders an operator placed for the brand under kind=admin, and only for that brand', async () => {
    const operator = await buildOperator(api.db);
    const placed = await orderOf(api, [mine.vendorCode]);
    await api.db.update(orders).set({ placedByOperatorId: operator.customer.id, onBehalfOfVendorCode: mine.vendorCode }).where(eq(orders.id, placed.id));
    const plain = await orderOf(api, [mine.vendorCode]);
    const page = await list(mine, '?kind=admin');
    expect(page.items.map((item) => item.code)).toEqual([placed.code]);
    expect(page.items[0]!.placed_by_operator).toBe(true);
    expect((await list(mine, `?q=${plain.code}`)).items[0]!.placed_by_operator).toBe(false);
    expect((await list(other, '?kind=admin')).total).toBe(0);
  });
});

describe('one order', () => {
  it('shows the brand’s lines, its packages and the address to ship to, never the other vendor’s lines', async () => {
    const order = await orderOf(api, [mine.vendorCode, other.vendorCode]);
    const seen = await detail(mine, order.code);
    expect(seen.lines.map((line) => line.id)).toEqual([order.lineIds[0]]);
    expect(seen.ship_to.city).toBe('San Francisco');
    expect(seen.packages).toEqual([]);
    await shipAndDeliverAsBrand(api, mine, order.code, [order.lineIds[0]!]);
    const after = await detail(mine, order.code);
    expect(after.packages).toHaveLength(1);
    expect(after.packages[0]).toMatchObject({ vendor_code: mine.vendorCode, carrier: 'DHL', tracking_number: 'JD0123456789' });
    expect(after.lines[0]!.status).toBe(L.DELIVERED);
    expect(JSON.stringify(after)).not.toContain(other.vendorCode);
  });

  it('answers a lower-case number like the upper-case one, and an unknown one with 404', async () => {
    const order = await orderOf(api, [mine.vendorCode]);
    expect((await detail(mine, order.code.toLowerCase())).code).toBe(order.code);
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${mine.brandId}/orders/DH00000001`, { headers: mine.staff.headers }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${mine.brandId}/orders/NOPE`, { headers: mine.staff.headers }), 400);
  });

  it('prints a packing slip of the brand’s lines only, as a PDF', async () => {
    const order = await orderOf(api, [mine.vendorCode, other.vendorCode]);
    // fetch, not the JSON harness: the bytes must arrive untouched.
    const answer = await fetch(`${api.url}/api/v1/brands/${mine.brandId}/orders/${order.code}/packing-slip`, { headers: mine.staff.headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const text = (await pdfPageTexts(new Uint8Array(await answer.arrayBuffer()))).join('\n');
    expect(text).toContain('Packing slip');
    expect(text).toContain(order.code);
    expect(text).toContain('Ada Lovelace');
    const skus = text.match(/SKU-\d+-\d+/g) ?? [];
    expect(skus).toEqual([`SKU-${/SKU-(\d+)-/.exec(skus[0] ?? '')?.[1]}-0`]);
    expect(text).not.toContain('$');
  });
});

describe('the CSV export', () => {
  it('writes one row per brand line under the filters, with amounts as decimals and formulas defused', async () => {
    const order = await orderOf(api, [mine.vendorCode, other.vendorCode], { email: '=cmd@example.test' });
    const answer = await api.call('GET', `/v1/brands/${mine.brandId}/orders/export?q=${order.code}`, { headers: mine.staff.headers });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = answer.text.trim().split('\r\n');
    expect(rows[0]).toContain('order_number,ordered_at');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(order.code);
    expect(rows[1]).toContain(",'=cmd@example.test,");
    expect(rows[1]).toContain(',100.00,100.00,PENDING');
  });
});

describe('returns of the brand’s lines', () => {
  const decide = (cast: BrandCast, requestId: number, body: unknown) => api.call('POST', `/v1/brands/${cast.brandId}/returns/${requestId}/decision`, { headers: cast.staff.headers, body });

  it('accepts, then marks the item received unused: the line is returned and refunded in full', async () => {
    const { order, requestId } = await orderWithReturn(api, mine);
    expectErrorEnvelope(await decide(mine, requestId, { action: 'received', condition: 'unused' }), 409, 'CONFLICT');
    expect(expectSuccessData(await decide(mine, requestId, { action: 'accept' }))).toMatchObject({ status: 'in_review', brand_decision: 'accepted' });
    const received = expectSuccessData(await decide(mine, requestId, { action: 'received', condition: 'unused' }));
    expect(received).toMatchObject({ status: 'accepted', outcome: 'accepted_unused', refund_amount: 10_000 });
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.ORDER_RETURNED, lines: [L.RETURNED] });
    expectErrorEnvelope(await decide(mine, requestId, { action: 'accept' }), 409, 'CONFLICT');
    const seen = await detail(mine, order.code);
    expect(seen.returns[0]).toMatchObject({ id: requestId, outcome: 'accepted_unused' });
  });

  it('refuses with a reason: the line is delivered again and nothing is refunded', async () => {
    const { order, requestId } = await orderWithReturn(api, mine);
    expectErrorEnvelope(await decide(mine, requestId, { action: 'refuse' }), 400);
    const refused = expectSuccessData(await decide(mine, requestId, { action: 'refuse', reason: 'The desk was assembled and scratched' }));
    expect(refused).toMatchObject({ status: 'rejected', brand_decision: 'refused', brand_reason: 'The desk was assembled and scratched', refund_amount: 0 });
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.DELIVERED, lines: [L.DELIVERED] });
  });

  it('answers another brand’s return request like a missing one, and changes nothing', async () => {
    const { order, requestId } = await orderWithReturn(api, mine);
    const foreign = expectErrorEnvelope(await decide(other, requestId, { action: 'refuse', reason: 'Not ours at all' }), 404, 'NOT_FOUND');
    const missing = expectErrorEnvelope(await decide(other, 999_999, { action: 'refuse', reason: 'Not ours at all' }), 404, 'NOT_FOUND');
    expect(foreign.message.replace(String(requestId), '{id}')).toBe(missing.message.replace('999999', '{id}'));
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.IN_RETURN_REVIEW, lines: [L.IN_RETURN_REVIEW] });
  });
});
