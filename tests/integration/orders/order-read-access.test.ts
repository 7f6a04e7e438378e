import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderViewSchema } from '@/lib/contracts/ordering/checkout-schemas';
import { orderAccessKey } from '@/server/ordering/orders/order-access-key';
import { issueTrackingAccess } from '@/server/ordering/shipments/tracking-access';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { customerToken } from '@/tests/integration/shipments/support/shipments-api';
import { startOrdersApi, type OrdersApi } from './support/orders-api';
import { guestAccess } from './support/self-service-calls';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder, type BuiltOrder } from '@/tests/support/builders/orders';

/* GET /v1/orders/{code} has the access of the invoice and the self-service actions (ADR 0015):
 * the owner, or a guest with the tracking token of POST /v1/orders/track or the checkout key;
 * anything else is the 404 of an unknown number. */

let api: OrdersApi;
let vendorCode: string;
let ownerId: number;
let ownerToken: string;
let strangerToken: string;
let guestOrder: BuiltOrder;
let otherGuestOrder: BuiltOrder;

beforeAll(async () => {
  api = await startOrdersApi();
  vendorCode = (await buildVendor(api.db, { code: 'READDESK' })).code;
  ownerId = (await buildCustomer(api.db, { email: 'reader@example.test' })).id;
  ownerToken = await customerToken(ownerId, 'reader@example.test');
  const strangerId = (await buildCustomer(api.db, { email: 'stranger@example.test' })).id;
  strangerToken = await customerToken(strangerId, 'stranger@example.test');
  guestOrder = await buildOrder(api.db, { email: 'guest-reader@example.test', pay: true, lines: [{ vendorCode }] });
  otherGuestOrder = await buildOrder(api.db, { email: 'other-guest@example.test', pay: true, lines: [{ vendorCode }] });
});
afterAll(() => api.close());

function readOrder(code: string, as: { token?: string; access?: string; accessKey?: string } = {}) {
  const query = new URLSearchParams();
  if (as.access !== undefined) query.set('access', as.access);
  if (as.accessKey !== undefined) query.set('access_key', as.accessKey);
  const text = query.toString();
  return api.call('GET', `/v1/orders/${code}${text ? `?${text}` : ''}`, as.token ? { token: as.token } : {});
}

const expectOrder = (answer: Awaited<ReturnType<typeof readOrder>>, code: string) => expect(orderViewSchema.parse(expectSuccessData(answer)).code).toBe(code);

describe('GET /v1/orders/{code} access', () => {
  it('shows a guest order to the holder of its tracking token, as the invoice does', async () => {
    const access = await guestAccess(api, guestOrder.code, 'guest-reader@example.test');
    expectOrder(await readOrder(guestOrder.code, { access }), guestOrder.code);
    expectOrder(await readOrder(guestOrder.code.toLowerCase(), { access }), guestOrder.code);
  });

  it('answers 404 to the tracking token of another order, like an unknown number', async () => {
    const otherAccess = await guestAccess(api, otherGuestOrder.code, 'other-guest@example.test');
    const refused = expectErrorEnvelope(await readOrder(guestOrder.code, { access: otherAccess }), 404, 'NOT_FOUND');
    const unknown = expectErrorEnvelope(await readOrder('DH00000001', { access: otherAccess }), 404, 'NOT_FOUND');
    expect(refused.message.replace(guestOrder.code, 'X')).toBe(unknown.message.replace('DH00000001', 'X'));
  });

  it('answers 404 to an expired or malformed tracking token', async () => {
    const expired = issueTrackingAccess(guestOrder.code, Date.now() - 24 * 60 * 60_000).token;
    expectErrorEnvelope(await readOrder(guestOrder.code, { access: expired }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await readOrder(guestOrder.code, { access: 'not-a-token' }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await readOrder(guestOrder.code), 404, 'NOT_FOUND');
  });

  it('still shows a guest order with its checkout key, and a customer order to its owner only', async () => {
    expectOrder(await readOrder(guestOrder.code, { accessKey: orderAccessKey(guestOrder.code) }), guestOrder.code);
    expectErrorEnvelope(await readOrder(guestOrder.code, { accessKey: orderAccessKey(otherGuestOrder.code) }), 404, 'NOT_FOUND');
    const owned = await buildOrder(api.db, { customerId: ownerId, email: 'reader@example.test', pay: true, lines: [{ vendorCode }] });
    expectOrder(await readOrder(owned.code, { token: ownerToken }), owned.code);
    expectErrorEnvelope(await readOrder(owned.code, { token: strangerToken }), 404, 'NOT_FOUND');
    // The checkout key is for guest orders only; a customer's order wants its owner (or a tracking token).
    expectErrorEnvelope(await readOrder(owned.code, { accessKey: orderAccessKey(owned.code) }), 404, 'NOT_FOUND');
  });
});
