import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { mailOutbox } from '@/server/db/schema/notifications/mail';
import { orderHistory, orders } from '@/server/db/schema/ordering/orders';
import { packages } from '@/server/db/schema/ordering/shipments';
import { orderAccessKey } from '@/server/ordering/orders/order-access-key';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import { statusesOf } from '@/tests/integration/shipments/support/order-statuses';
import { customerToken, vendorToken } from '@/tests/integration/shipments/support/shipments-api';
import { startOrdersApi, type OrdersApi } from './support/orders-api';
import { expectAnswer, guestAccess, orderAction, pack, readTracking, ship, shipAndDeliver } from './support/self-service-calls';
import { buildCategory, buildProduct, buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder, ORDER_ADDRESS } from '@/tests/support/builders/orders';

/* Issue 6 item 4: cancel, cancel a package, change the address or ship date, return an item —
 * each only in the states ADR 0015 allows, with a clear refusal and nothing changed otherwise. */

let api: OrdersApi;
let vendorA: { code: string; token: string };
let vendorB: { code: string; token: string };
let customerId: number;
let token: string;
let variantId: number;

beforeAll(async () => {
  api = await startOrdersApi();
  const a = await buildVendor(api.db, { code: 'SELFA' });
  const b = await buildVendor(api.db, { code: 'SELFB' });
  vendorA = { code: a.code, token: await vendorToken(api.db, a.id) };
  vendorB = { code: b.code, token: await vendorToken(api.db, b.id) };
  customerId = (await buildCustomer(api.db, { email: 'owner@example.test' })).id;
  token = await customerToken(customerId, 'owner@example.test');
  const category = (await buildCategory(api.db, { slug: 'self-service-desks' })).id;
  variantId = (await buildProduct(api.db, { categoryId: category, variants: [{ stock: 50, prices: { USD: 10_000 } }] })).variantIds[0]!;
});
afterAll(() => api.close());

const stockOf = async (id: number) => (await api.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.stock;
const orderRow = async (id: number) => (await api.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('cancel the whole order', () => {
  it('cancels every line and waiting package, gives the stock back and records who and why', async () => {
    const before = await stockOf(variantId);
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code, variantId, quantity: 2 }, { vendorCode: vendorB.code }] });
    expect(await stockOf(variantId)).toBe(before - 2);
    const waiting = await pack(api, vendorA.token, order.code, [order.lineIds[0]!]);

    const answer = expectAnswer(await orderAction(api, order.code, 'cancel', { reason: 'Bought twice' }, { token }));
    expect(answer.tracking.order.status).toBe(S.CANCEL);
    expect(answer.request).toMatchObject({ kind: 'cancel_order', status: 'completed', line_ids: order.lineIds, reason: 'Bought twice', order_code: order.code });
    expect(answer.tracking.packages.find((pkg) => pkg.id === waiting.id)?.status).toBe(L.CANCEL);
    expect(answer.tracking.actions).toMatchObject({ cancel_order: false, change_address: false, cancel_package: [], returnable_lines: [] });
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.CANCEL, lines: [L.CANCEL, L.CANCEL] });
    expect(await stockOf(variantId)).toBe(before);
    expect((await orderRow(order.id)).stockReleasedAt).not.toBeNull();
    const history = await api.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.filter((row) => row.actor === 'shopper' && row.actorId === `customer:${customerId}`)).toHaveLength(3);
  });

  it('refuses once a package has shipped, and changes nothing', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }, { vendorCode: vendorB.code }] });
    await ship(api, vendorA.token, order.code, [order.lineIds[0]!]);
    const refused = await orderAction(api, order.code, 'cancel', {}, { token });
    expectErrorEnvelope(refused, 409, 'CONFLICT');
    expect(refused.text).toContain('per package');
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.PARTIAL_SHIPPED, lines: [L.SHIPPED, L.PENDING] });
  });

  it('e-mails the shopper once the cancel is committed', async () => {
    const order = await buildOrder(api.db, { email: 'mailed@example.test', lines: [{ vendorCode: vendorA.code }] });
    const accessKey = orderAccessKey(order.code);
    expectAnswer(await orderAction(api, order.code, 'cancel', {}, { accessKey }));
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'mailed@example.test'));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('refuses a second cancel of a cancelled order', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }] });
    expectAnswer(await orderAction(api, order.code, 'cancel', {}, { token }));
    expectErrorEnvelope(await orderAction(api, order.code, 'cancel', {}, { token }), 409, 'CONFLICT');
  });

  it('answers 400 in the envelope for a reason over 500 characters, and changes nothing', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }] });
    expectErrorEnvelope(await orderAction(api, order.code, 'cancel', { reason: 'x'.repeat(501) }, { token }), 400, 'VALIDATION_FAILED');
    expect((await statusesOf(api.db, order.id)).order).toBe(S.NEW);
  });
});

describe('cancel one vendor’s package', () => {
  it('cancels the unshipped lines and waiting package of that vendor only', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }, { vendorCode: vendorB.code }] });
    const waiting = await pack(api, vendorB.token, order.code, [order.lineIds[1]!]);
    const answer = expectAnswer(await orderAction(api, order.code, 'cancel-package', { vendor_code: vendorB.code }, { token }));
    expect(answer.request).toMatchObject({ kind: 'cancel_package', vendor_code: vendorB.code, line_ids: [order.lineIds[1]] });
    expect(answer.tracking.packages.find((pkg) => pkg.id === waiting.id)?.status).toBe(L.CANCEL);
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.NEW, lines: [L.PENDING, L.CANCEL] });
    expect(answer.tracking.actions.cancel_package).toEqual([vendorA.code]);
  });

  it('delivers the order when the rest was delivered and the unshipped part is cancelled', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }, { vendorCode: vendorB.code }] });
    await shipAndDeliver(api, vendorA.token, order.code, [order.lineIds[0]!]);
    expect((await statusesOf(api.db, order.id)).order).toBe(S.PARTIAL_SHIPPED);
    expectAnswer(await orderAction(api, order.code, 'cancel-package', { vendor_code: vendorB.code }, { token }));
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.DELIVERED, lines: [L.DELIVERED, L.CANCEL] });
  });

  it('ships the order when the rest is on its way, and gives the cancelled units back to stock', async () => {
    const before = await stockOf(variantId);
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }, { vendorCode: vendorB.code, variantId, quantity: 3 }] });
    await ship(api, vendorA.token, order.code, [order.lineIds[0]!]);
    expect(await stockOf(variantId)).toBe(before - 3);
    expectAnswer(await orderAction(api, order.code, 'cancel-package', { vendor_code: vendorB.code.toLowerCase() }, { token }));
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.SHIPPED, lines: [L.SHIPPED, L.CANCEL] });
    expect(await stockOf(variantId)).toBe(before);
    const steps = await api.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(steps.find((row) => row.orderLineId === null && row.toStatus === S.SHIPPED)).toMatchObject({ actor: 'system', fromStatus: S.PARTIAL_SHIPPED });
  });

  it('cancels the order when its last live lines are cancelled', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }] });
    expectAnswer(await orderAction(api, order.code, 'cancel-package', { vendor_code: vendorA.code }, { token }));
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.CANCEL, lines: [L.CANCEL] });
  });

  it('refuses a shipped package (409) and an unknown vendor (404)', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }, { vendorCode: vendorB.code }] });
    await ship(api, vendorA.token, order.code, [order.lineIds[0]!]);
    expectErrorEnvelope(await orderAction(api, order.code, 'cancel-package', { vendor_code: vendorA.code }, { token }), 409, 'CONFLICT');
    expectErrorEnvelope(await orderAction(api, order.code, 'cancel-package', { vendor_code: 'NOBODY' }, { token }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await orderAction(api, order.code, 'cancel-package', {}, { token }), 400, 'VALIDATION_FAILED');
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.PARTIAL_SHIPPED, lines: [L.SHIPPED, L.PENDING] });
  });
});

describe('change the address', () => {
  const moved = { ...ORDER_ADDRESS, street: '1 Ferry Building', postal_code: '94111' };

  it('moves the unshipped part; a shipped package keeps the address it left for', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }, { vendorCode: vendorB.code }] });
    const shipped = await ship(api, vendorA.token, order.code, [order.lineIds[0]!]);
    const waiting = await pack(api, vendorB.token, order.code, [order.lineIds[1]!]);
    const answer = expectAnswer(await orderAction(api, order.code, 'address', { address: moved }, { token }));
    expect(answer.tracking.order.shipping_address.street).toBe('1 Ferry Building');
    expect(answer.tracking.packages.find((pkg) => pkg.id === shipped.id)?.ship_to?.street).toBe(ORDER_ADDRESS.street);
    expect(answer.tracking.packages.find((pkg) => pkg.id === waiting.id)?.ship_to?.street).toBe('1 Ferry Building');
    expect(answer.request).toMatchObject({ kind: 'change_address', line_ids: [order.lineIds[1]] });
  });

  it('refuses another country, or another state where sales tax was added, with the way out', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }] });
    const country = await orderAction(api, order.code, 'address', { address: { ...ORDER_ADDRESS, country: 'CA', state_or_province: 'ON', postal_code: 'M5V 2T6' } }, { token });
    expectErrorEnvelope(country, 422, 'UNPROCESSABLE');
    expect(country.text).toContain('cancel it and order again');
    const state = await orderAction(api, order.code, 'address', { address: { ...ORDER_ADDRESS, state_or_province: 'NY', city: 'New York', postal_code: '10001' } }, { token });
    expectErrorEnvelope(state, 422, 'UNPROCESSABLE');
    expect(state.text).toContain('cancel the order and order again');
    expectErrorEnvelope(await orderAction(api, order.code, 'address', { address: { ...ORDER_ADDRESS, postal_code: 'ABCDE' } }, { token }), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await orderAction(api, order.code, 'address', { address: { ...ORDER_ADDRESS, street: '' } }, { token }), 400, 'VALIDATION_FAILED');
    expect((await orderRow(order.id)).shippingAddress).toEqual(ORDER_ADDRESS);
  });

  it('lets a VAT order change region within its country', async () => {
    const fr = { full_name: 'Marie Curie', street: '1 rue de Rivoli', line_1: '', city: 'Paris', state_or_province: '', postal_code: '75001', country: 'FR', phone: '' };
    const order = await buildOrder(api.db, { customerId, taxMode: 'included', address: fr, lines: [{ vendorCode: vendorA.code }] });
    const answer = expectAnswer(await orderAction(api, order.code, 'address', { address: { ...fr, city: 'Lyon', postal_code: '69001' } }, { token }));
    expect(answer.tracking.order.shipping_address.city).toBe('Lyon');
  });

  it('refuses once everything has shipped', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }] });
    await ship(api, vendorA.token, order.code, order.lineIds);
    expectErrorEnvelope(await orderAction(api, order.code, 'address', { address: moved }, { token }), 409, 'CONFLICT');
  });
});

describe('change the shipping date', () => {
  it('takes a date the order’s freight option offers, and refuses any other', async () => {
    const order = await buildOrder(api.db, { customerId, shippingOption: 'freight', lines: [{ vendorCode: vendorA.code, categorySlug: 'standing-desks' }] });
    const tracking = await readTracking(api, order.code, { token });
    expect(tracking.actions.change_shipping_date.allowed).toBe(true);
    const dates = tracking.actions.change_shipping_date.dates;
    const answer = expectAnswer(await orderAction(api, order.code, 'shipping-date', { shipping_date: dates[3] }, { token }));
    expect(answer.tracking.order.shipping_date).toBe(dates[3]);
    expect(answer.request).toMatchObject({ kind: 'change_shipping_date', status: 'completed' });
    expectErrorEnvelope(await orderAction(api, order.code, 'shipping-date', { shipping_date: '2001-01-01' }, { token }), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await orderAction(api, order.code, 'shipping-date', { shipping_date: 'tomorrow' }, { token }), 400, 'VALIDATION_FAILED');
    expect((await orderRow(order.id)).shippingDate).toBe(dates[3]);
  });

  it('refuses an option without dates and an order that shipped', async () => {
    const standard = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }] });
    expect((await readTracking(api, standard.code, { token })).actions.change_shipping_date).toEqual({ allowed: false, dates: [] });
    expectErrorEnvelope(await orderAction(api, standard.code, 'shipping-date', { shipping_date: '2030-01-02' }, { token }), 409, 'CONFLICT');
    const freight = await buildOrder(api.db, { customerId, shippingOption: 'freight', lines: [{ vendorCode: vendorA.code, categorySlug: 'standing-desks' }] });
    await ship(api, vendorA.token, freight.code, freight.lineIds);
    expectErrorEnvelope(await orderAction(api, freight.code, 'shipping-date', { shipping_date: '2030-01-02' }, { token }), 409, 'CONFLICT');
  });
});

describe('the requests list', () => {
  it('lists the signed-in customer’s requests, newest first, filtered by status', async () => {
    const other = (await buildCustomer(api.db, { email: 'lister@example.test' })).id;
    const otherToken = await customerToken(other, 'lister@example.test');
    const first = await buildOrder(api.db, { customerId: other, lines: [{ vendorCode: vendorA.code }] });
    const second = await buildOrder(api.db, { customerId: other, lines: [{ vendorCode: vendorA.code }] });
    expectAnswer(await orderAction(api, first.code, 'cancel', {}, { token: otherToken }));
    expectAnswer(await orderAction(api, second.code, 'address', { address: { ...ORDER_ADDRESS, street: '9 Main St' } }, { token: otherToken }));
    const list = await api.call('GET', '/v1/me/order-requests?page=1&limit=1', { token: otherToken });
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ status: 1, data: { page: 1, limit: 1, total: 2, items: [{ order_code: second.code, kind: 'change_address' }] } });
    const completed = await api.call('GET', '/v1/me/order-requests?status=in_review', { token: otherToken });
    expect(completed.json).toMatchObject({ data: { total: 0, items: [] } });
    expect((await api.call('GET', '/v1/me/order-requests')).status).toBe(401);
  });
});

describe('nobody acts on or reads another shopper’s order', () => {
  it('answers 404 to another customer, a guest with another order’s token, and a guest without one', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }] });
    const stranger = (await buildCustomer(api.db, { email: 'stranger@example.test' })).id;
    const strangerToken = await customerToken(stranger, 'stranger@example.test');
    const guestOrder = await buildOrder(api.db, { email: 'guest-own@example.test', lines: [{ vendorCode: vendorA.code }] });
    const otherAccess = await guestAccess(api, guestOrder.code, 'guest-own@example.test');
    const attempts = [
      orderAction(api, order.code, 'cancel', {}, { token: strangerToken }),
      orderAction(api, order.code, 'cancel', {}, { access: otherAccess }),
      orderAction(api, order.code, 'cancel', {}, { accessKey: orderAccessKey(guestOrder.code) }),
      orderAction(api, order.code, 'cancel', {}, {}),
      orderAction(api, order.code, 'address', { address: ORDER_ADDRESS }, { token: strangerToken }),
      api.call('GET', `/v1/orders/tracking/${order.code}?access=${encodeURIComponent(otherAccess)}`),
      api.call('GET', `/v1/orders/tracking/${order.code}`, { token: strangerToken }),
    ];
    const unknown = await orderAction(api, 'DH00000001', 'cancel', {}, { token: strangerToken });
    for (const answer of await Promise.all(attempts)) {
      expectErrorEnvelope(answer, 404, 'NOT_FOUND');
      expect(answer.text).not.toContain('owner@example.test');
    }
    expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
    expect((await statusesOf(api.db, order.id)).order).toBe(S.NEW);
  });

  it('lets a guest act with the tracking token or the checkout key of that very order', async () => {
    const guest = await buildOrder(api.db, { email: 'guest-act@example.test', lines: [{ vendorCode: vendorA.code }, { vendorCode: vendorB.code }] });
    const access = await guestAccess(api, guest.code, 'guest-act@example.test');
    expectAnswer(await orderAction(api, guest.code, 'cancel-package', { vendor_code: vendorB.code }, { access }));
    const answer = expectAnswer(await orderAction(api, guest.code, 'cancel', {}, { accessKey: orderAccessKey(guest.code) }));
    expect(answer.tracking.order.status).toBe(S.CANCEL);
    expect(answer.tracking.requests.map((request) => request.kind)).toEqual(['cancel_order', 'cancel_package']);
  });
});

describe("a registered customer's order changes only through that customer's sign-in (decision 0038)", () => {
  it('refuses every change made with a guest look-up of the number and e-mail (403), changing nothing', async () => {
    const order = await buildOrder(api.db, { customerId, email: 'owner@example.test', lines: [{ vendorCode: vendorA.code }, { vendorCode: vendorB.code }] });
    const access = await guestAccess(api, order.code, 'owner@example.test');
    const attempts = await Promise.all([
      orderAction(api, order.code, 'address', { address: { ...ORDER_ADDRESS, street: '9 Attacker Road' } }, { access }),
      orderAction(api, order.code, 'cancel', {}, { access }),
      orderAction(api, order.code, 'cancel-package', { vendor_code: vendorB.code }, { access }),
      orderAction(api, order.code, 'shipping-date', { shipping_date: '2099-01-01' }, { access }),
      orderAction(api, order.code, 'returns', { order_line_id: order.lineIds[0], reason: 'Wobbles', condition: 'used' }, { access }),
    ]);
    for (const answer of attempts) {
      expect(expectErrorEnvelope(answer, 403, 'FORBIDDEN').message).toBe('This order belongs to an account. Sign in to that account to change it.');
    }
    const after = await orderRow(order.id);
    expect(JSON.stringify(after)).not.toContain('9 Attacker Road');
    expect((await statusesOf(api.db, order.id)).order).toBe(S.NEW);
  });

  it('still lets the guest look-up follow the order, offering no action and saying sign-in is needed', async () => {
    const order = await buildOrder(api.db, { customerId, email: 'owner@example.test', lines: [{ vendorCode: vendorA.code }] });
    const access = await guestAccess(api, order.code, 'owner@example.test');
    const asGuest = await readTracking(api, order.code, { access });
    expect(asGuest.changes_need_sign_in).toBe(true);
    expect(asGuest.actions).toMatchObject({ cancel_order: false, change_address: false, cancel_package: [], returnable_lines: [] });
    const asOwner = await readTracking(api, order.code, { token });
    expect(asOwner.changes_need_sign_in).toBe(false);
    expect(asOwner.actions).toMatchObject({ cancel_order: true, change_address: true });
    expectAnswer(await orderAction(api, order.code, 'address', { address: ORDER_ADDRESS }, { token }));
  });

  it('keeps full self-service for a guest on a guest order', async () => {
    const guest = await buildOrder(api.db, { email: 'guest-full@example.test', lines: [{ vendorCode: vendorA.code }] });
    const access = await guestAccess(api, guest.code, 'guest-full@example.test');
    expect((await readTracking(api, guest.code, { access })).changes_need_sign_in).toBe(false);
    expectAnswer(await orderAction(api, guest.code, 'address', { address: ORDER_ADDRESS }, { access }));
  });
});

describe('tracking shows only the actions allowed now', () => {
  it('offers cancel and address before shipping, and per-vendor cancel after a partial shipment', async () => {
    const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendorA.code }, { vendorCode: vendorB.code }] });
    expect((await readTracking(api, order.code, { token })).actions).toEqual({
      cancel_order: true,
      change_address: true,
      change_shipping_date: { allowed: false, dates: [] },
      cancel_package: [vendorA.code, vendorB.code].sort(),
      returnable_lines: [],
    });
    const pkg = await shipAndDeliver(api, vendorA.token, order.code, [order.lineIds[0]!]);
    const after = (await readTracking(api, order.code, { token })).actions;
    expect(after).toMatchObject({ cancel_order: false, change_address: true, cancel_package: [vendorB.code] });
    const deliveredAt = (await api.db.select({ at: packages.deliveredAt }).from(packages).where(eq(packages.id, pkg.id)))[0]!.at!;
    expect(after.returnable_lines).toEqual([{ order_line_id: order.lineIds[0], return_until: new Date(deliveredAt.getTime() + 30 * 86_400_000).toISOString() }]);
  });
});
