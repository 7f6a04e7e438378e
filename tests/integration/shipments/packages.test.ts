import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { orderHistory, orderLines, orders } from '@/server/db/schema/ordering/orders';
import { vendorOrderSchema } from '@/lib/contracts/ordering/shipments-schemas';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { statusesOf } from '@/tests/integration/shipments/support/order-statuses';
import { deliverCall, expectPackage, packAndShip, packLines, shipCall } from './support/shipment-calls';
import { adminToken, customerToken, startShipmentsApi, vendorToken, type ShipmentsApi } from './support/shipments-api';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildOrder } from '@/tests/support/builders/orders';

/* Issue 6 item 2: packages per vendor, shipped and delivered through the API, moving the line
 * statuses and the order's main status through the transition table. */

let api: ShipmentsApi;
let oak: { id: number; code: string };
let pine: { id: number; code: string };
let oakToken: string;
let pineToken: string;

beforeAll(async () => {
  api = await startShipmentsApi();
  oak = await buildVendor(api.db, { code: 'OAKWORKS' });
  pine = await buildVendor(api.db, { code: 'PINECO' });
  oakToken = await vendorToken(api.db, oak.id);
  pineToken = await vendorToken(api.db, pine.id);
});
afterAll(() => api.close());

async function mainHistory(orderId: number) {
  return api.db
    .select({ from: orderHistory.fromStatus, to: orderHistory.toStatus, actor: orderHistory.actor })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), isNull(orderHistory.orderLineId)))
    .orderBy(asc(orderHistory.id));
}

async function lineHistory(orderId: number) {
  const rows = await api.db.select({ line: orderHistory.orderLineId, to: orderHistory.toStatus }).from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.id));
  return rows.filter((row) => row.line !== null);
}

describe('who may pack which lines', () => {
  it('lets a vendor pack its own lines, and refuses another vendor’s lines with 403', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }, { vendorCode: pine.code }] });
    expectErrorEnvelope(await packLines(api, oakToken, order.code, [order.lineIds[1]!]), 403, 'FORBIDDEN');
    expectErrorEnvelope(await packLines(api, oakToken, order.code, order.lineIds), 403, 'FORBIDDEN');
    const pkg = expectPackage(await packLines(api, oakToken, order.code, [order.lineIds[0]!]), 201);
    expect(pkg).toMatchObject({ vendor_code: oak.code, status: L.LABEL_PRINTING_READY, lines: [{ order_line_id: order.lineIds[0], quantity: 1 }] });
  });

  it('refuses a vendor shipping or delivering another vendor’s package with 403', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }] });
    const pkg = expectPackage(await packLines(api, oakToken, order.code, order.lineIds), 201);
    expectErrorEnvelope(await shipCall(api, pineToken, pkg.id), 403, 'FORBIDDEN');
    expectErrorEnvelope(await deliverCall(api, pineToken, pkg.id), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('POST', `/v1/shipments/packages/${pkg.id}/events`, { token: pineToken, body: { code: 'IN_TRANSIT', occurred_at: new Date().toISOString() } }), 403);
    expect((await statusesOf(api.db, order.id)).lines).toEqual([L.PENDING]);
  });

  it('refuses customers acting for no brand, and callers without a token (brand membership: brand-members.test.ts)', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }] });
    expectErrorEnvelope(await packLines(api, await customerToken(1, 'a@example.test'), order.code, order.lineIds), 403);
    expectErrorEnvelope(await api.call('POST', '/v1/shipments/packages', { body: { order_code: order.code, order_line_ids: order.lineIds } }), 401);
  });

  it('lets operations (admin) pack any vendor’s lines, but never two vendors in one package', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }, { vendorCode: pine.code }] });
    const admin = await adminToken(api.db);
    expectErrorEnvelope(await packLines(api, admin, order.code, order.lineIds), 422, 'UNPROCESSABLE');
    expect(expectPackage(await packLines(api, admin, order.code, [order.lineIds[1]!]), 201).vendor_code).toBe(pine.code);
  });

  it('puts a line in one package only, and answers 404 for a line of another order', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }] });
    const other = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }] });
    expectPackage(await packLines(api, oakToken, order.code, order.lineIds), 201);
    expectErrorEnvelope(await packLines(api, oakToken, order.code, order.lineIds), 409, 'CONFLICT');
    expectErrorEnvelope(await packLines(api, oakToken, order.code, other.lineIds), 404, 'NOT_FOUND');
    expectErrorEnvelope(await packLines(api, oakToken, 'DH00000000', order.lineIds), 404, 'NOT_FOUND');
  });

  it('refuses to pack or ship an order on hold or not yet paid', async () => {
    const held = await buildOrder(api.db, { status: S.HOLD, lines: [{ vendorCode: oak.code }] });
    expectErrorEnvelope(await packLines(api, oakToken, held.code, held.lineIds), 409, 'CONFLICT');
    const unpaid = await buildOrder(api.db, { status: S.PAYMENT_PENDING, lines: [{ vendorCode: oak.code }] });
    expectErrorEnvelope(await packLines(api, oakToken, unpaid.code, unpaid.lineIds), 409, 'CONFLICT');
  });
});

describe('the vendor’s view of an order', () => {
  it('shows a vendor its own lines and packages only, and an order without its lines as 404', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }, { vendorCode: pine.code }] });
    const pkg = expectPackage(await packLines(api, pineToken, order.code, [order.lineIds[1]!]), 201);
    const oakView = vendorOrderSchema.parse(expectSuccessData(await api.call('GET', `/v1/shipments/orders/${order.code}`, { token: oakToken })));
    expect(oakView.lines).toEqual([expect.objectContaining({ id: order.lineIds[0], vendor_code: oak.code, package_id: null })]);
    expect(oakView.packages).toEqual([]);
    const pineView = vendorOrderSchema.parse(expectSuccessData(await api.call('GET', `/v1/shipments/orders/${order.code}`, { token: pineToken })));
    expect(pineView.lines).toEqual([expect.objectContaining({ id: order.lineIds[1], package_id: pkg.id })]);
    expect(pineView.packages.map((row) => row.id)).toEqual([pkg.id]);

    const oakOnly = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }] });
    const notMine = await api.call('GET', `/v1/shipments/orders/${oakOnly.code}`, { token: pineToken });
    const unknown = await api.call('GET', '/v1/shipments/orders/DH00000009', { token: pineToken });
    expectErrorEnvelope(notMine, 404);
    expect(notMine.json).toMatchObject({ message: expect.stringContaining(oakOnly.code) });
    expectErrorEnvelope(unknown, 404);
    const all = vendorOrderSchema.parse(expectSuccessData(await api.call('GET', `/v1/shipments/orders/${order.code}`, { token: await adminToken(api.db) })));
    expect(all.lines).toHaveLength(2);
  });
});

describe('shipping and delivering move the lines and the main status', () => {
  it('goes NEW → PARTIAL_SHIPPED → SHIPPED → DELIVERED as the vendors’ packages ship and arrive, with history rows', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code, quantity: 2 }, { vendorCode: pine.code }] });
    const [oakLine, pineLine] = order.lineIds as [number, number];

    const first = await packAndShip(api, oakToken, order.code, [oakLine]);
    expect(first).toMatchObject({ status: L.SHIPPED, carrier: 'UPS', tracking_number: '1Z999AA10123456784', estimated_delivery: '2030-01-15', lines: [{ order_line_id: oakLine, quantity: 2 }] });
    expect(first.shipped_at).not.toBeNull();
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.PARTIAL_SHIPPED, lines: [L.SHIPPED, L.PENDING] });

    const second = await packAndShip(api, pineToken, order.code, [pineLine]);
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.SHIPPED, lines: [L.SHIPPED, L.SHIPPED] });

    expect(expectPackage(await deliverCall(api, oakToken, first.id)).status).toBe(L.DELIVERED);
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.SHIPPED, lines: [L.DELIVERED, L.SHIPPED] });

    const delivered = expectPackage(await deliverCall(api, pineToken, second.id));
    expect(delivered.delivered_at).not.toBeNull();
    expect(delivered.events.map((event) => event.code)).toEqual(['SHIPPED', 'DELIVERED']);
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.DELIVERED, lines: [L.DELIVERED, L.DELIVERED] });

    expect(await mainHistory(order.id)).toEqual([
      { from: S.NEW, to: S.PARTIAL_SHIPPED, actor: 'vendor' },
      { from: S.PARTIAL_SHIPPED, to: S.SHIPPED, actor: 'vendor' },
      { from: S.SHIPPED, to: S.DELIVERED, actor: 'vendor' },
    ]);
    expect(await lineHistory(order.id)).toEqual([
      { line: oakLine, to: L.SHIPPED },
      { line: pineLine, to: L.SHIPPED },
      { line: oakLine, to: L.DELIVERED },
      { line: pineLine, to: L.DELIVERED },
    ]);
  });

  it('ships a one-package order straight to SHIPPED, and an order whose other lines were cancelled too', async () => {
    const single = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }, { vendorCode: oak.code }] });
    await packAndShip(api, oakToken, single.code, single.lineIds);
    expect((await statusesOf(api.db, single.id)).order).toBe(S.SHIPPED);

    const partlyCancelled = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }, { vendorCode: pine.code }] });
    await api.db.update(orderLines).set({ status: L.CANCEL }).where(eq(orderLines.id, partlyCancelled.lineIds[1]!));
    const pkg = await packAndShip(api, oakToken, partlyCancelled.code, [partlyCancelled.lineIds[0]!]);
    expect(await statusesOf(api.db, partlyCancelled.id)).toEqual({ order: S.SHIPPED, lines: [L.SHIPPED, L.CANCEL] });
    expectPackage(await deliverCall(api, oakToken, pkg.id));
    expect((await statusesOf(api.db, partlyCancelled.id)).order).toBe(S.DELIVERED);
  });

  it('records operations as the actor when an admin ships', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: pine.code }] });
    await packAndShip(api, await adminToken(api.db), order.code, order.lineIds);
    expect(await mainHistory(order.id)).toEqual([{ from: S.NEW, to: S.SHIPPED, actor: 'operations' }]);
  });
});

describe('illegal moves are refused', () => {
  it('refuses shipping a package twice, delivering one that has not shipped, and delivering twice (409)', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }, { vendorCode: oak.code }] });
    const waiting = expectPackage(await packLines(api, oakToken, order.code, [order.lineIds[0]!]), 201);
    const deliverEarly = expectErrorEnvelope(await deliverCall(api, oakToken, waiting.id), 409, 'CONFLICT');
    expect(deliverEarly.message).toMatch(/cannot be delivered/);
    expectPackage(await shipCall(api, oakToken, waiting.id));
    expectErrorEnvelope(await shipCall(api, oakToken, waiting.id), 409, 'CONFLICT');
    expectPackage(await deliverCall(api, oakToken, waiting.id));
    expectErrorEnvelope(await deliverCall(api, oakToken, waiting.id), 409, 'CONFLICT');
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.PARTIAL_SHIPPED, lines: [L.DELIVERED, L.PENDING] });
  });

  it('refuses to ship a package whose order was put on hold after packing, and changes nothing', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }] });
    const pkg = expectPackage(await packLines(api, oakToken, order.code, order.lineIds), 201);
    await api.db.update(orders).set({ status: S.HOLD }).where(eq(orders.id, order.id));
    expectErrorEnvelope(await shipCall(api, oakToken, pkg.id), 409, 'CONFLICT');
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.HOLD, lines: [L.PENDING] });
  });

  it('answers 404 for a package that does not exist', async () => {
    expectErrorEnvelope(await shipCall(api, oakToken, 999_999), 404, 'NOT_FOUND');
  });
});

describe('carrier events', () => {
  it('adds events to the package timeline in the order they happened', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }] });
    const pkg = await packAndShip(api, oakToken, order.code, order.lineIds);
    const later = new Date(Date.now() - 60_000).toISOString();
    const earlier = new Date(Date.now() - 3_600_000).toISOString();
    await api.call('POST', `/v1/shipments/packages/${pkg.id}/events`, { token: oakToken, body: { code: 'OUT_FOR_DELIVERY', location: 'San Francisco, CA', occurred_at: later } });
    const answer = expectPackage(
      await api.call('POST', `/v1/shipments/packages/${pkg.id}/events`, { token: oakToken, body: { code: 'IN_TRANSIT', description: 'Departed facility', location: 'Oakland, CA', occurred_at: earlier } }),
      201,
    );
    expect(answer.events.map((event) => event.code)).toEqual(['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'SHIPPED']);
    expect(answer.events[0]).toMatchObject({ description: 'Departed facility', location: 'Oakland, CA' });
  });

  it('refuses an event code the API does not know and an event in the future', async () => {
    const order = await buildOrder(api.db, { lines: [{ vendorCode: oak.code }] });
    const pkg = await packAndShip(api, oakToken, order.code, order.lineIds);
    expectErrorEnvelope(await api.call('POST', `/v1/shipments/packages/${pkg.id}/events`, { token: oakToken, body: { code: 'DELIVERED', occurred_at: new Date().toISOString() } }), 400);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expectErrorEnvelope(await api.call('POST', `/v1/shipments/packages/${pkg.id}/events`, { token: oakToken, body: { code: 'IN_TRANSIT', occurred_at: future } }), 422);
  });
});
