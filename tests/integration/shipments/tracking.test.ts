import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { mailOutbox } from '@/server/db/schema/notifications/mail';
import { orderTrackingSchema, trackOrderResultSchema } from '@/lib/contracts/ordering/shipments-schemas';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { packAndShip } from './support/shipment-calls';
import { customerToken, freshIp, startShipmentsApi, vendorToken, type ShipmentsApi } from './support/shipments-api';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder } from '@/tests/support/builders/orders';

/* Issue 6 item 3: guests track an order by number and e-mail, customers read their own order,
 * and nobody learns anything about an order they cannot name. */

let api: ShipmentsApi;
let vendorCode: string;
let token: string;

beforeAll(async () => {
  api = await startShipmentsApi();
  const vendor = await buildVendor(api.db, { code: 'TRACKDESK' });
  vendorCode = vendor.code;
  token = await vendorToken(api.db, vendor.id);
});
afterAll(() => api.close());

const track = (body: unknown, ip = freshIp()) => api.call('POST', '/v1/orders/track', { body, ip });

describe('guest tracking by order number and e-mail', () => {
  it('answers the order with its lines, packages and a timeline of status changes and carrier events', async () => {
    const order = await buildOrder(api.db, { email: 'Guest.Buyer@Example.test', lines: [{ vendorCode }, { vendorCode }] });
    const pkg = await packAndShip(api, token, order.code, [order.lineIds[0]!]);
    await api.call('POST', `/v1/shipments/packages/${pkg.id}/events`, { token, body: { code: 'IN_TRANSIT', location: 'Reno, NV', occurred_at: new Date().toISOString() } });

    const answer = trackOrderResultSchema.parse(expectSuccessData(await track({ order_code: order.code.toLowerCase(), email: ' guest.buyer@example.TEST ' })));
    expect(answer.order).toMatchObject({ code: order.code, status: S.PARTIAL_SHIPPED });
    expect(answer.order.order_details).toHaveLength(2);
    expect(answer.packages).toEqual([expect.objectContaining({ id: pkg.id, carrier: 'UPS', tracking_number: '1Z999AA10123456784' })]);
    expect(answer.timeline.map((entry) => (entry.kind === 'status' ? `status:${entry.status}` : `shipment:${entry.code}`))).toEqual([
      `status:${S.PARTIAL_SHIPPED}`,
      'shipment:SHIPPED',
      'shipment:IN_TRANSIT',
    ]);
    expect(answer.access_token).toMatch(/^\d+\./);
  });

  it('gives the same 404 for a wrong e-mail, a wrong number and an unfinished checkout', async () => {
    const order = await buildOrder(api.db, { email: 'right@example.test', lines: [{ vendorCode }] });
    const unpaid = await buildOrder(api.db, { email: 'right@example.test', status: S.PENDING, lines: [{ vendorCode }] });
    const wrongEmail = await track({ order_code: order.code, email: 'wrong@example.test' });
    const wrongCode = await track({ order_code: 'DH99999999', email: 'right@example.test' });
    const notAnOrder = await track({ order_code: unpaid.code, email: 'right@example.test' });
    for (const answer of [wrongEmail, wrongCode, notAnOrder]) expectErrorEnvelope(answer, 404, 'NOT_FOUND');
    expect(wrongEmail.text).toBe(wrongCode.text);
    expect(notAnOrder.text).toBe(wrongCode.text);
    expect(wrongEmail.text).not.toContain(order.code);
  });

  it('limits look-ups per client address, right or wrong, with Retry-After', async () => {
    const order = await buildOrder(api.db, { email: 'limit@example.test', lines: [{ vendorCode }] });
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await track({ order_code: 'DH00000001', email: 'x@example.test' }, ip)).status).toBe(404);
    const refused = await track({ order_code: order.code, email: 'limit@example.test' }, ip);
    expectErrorEnvelope(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await track({ order_code: order.code, email: 'limit@example.test' })).status).toBe(200);
  });
});

describe('reading an order back', () => {
  it('lets the result page read the order with the look-up’s access token, and nothing else with it', async () => {
    const order = await buildOrder(api.db, { email: 'token@example.test', lines: [{ vendorCode }] });
    const other = await buildOrder(api.db, { lines: [{ vendorCode }] });
    const { access_token: access } = trackOrderResultSchema.parse(expectSuccessData(await track({ order_code: order.code, email: 'token@example.test' })));
    const read = orderTrackingSchema.parse(expectSuccessData(await api.call('GET', `/v1/orders/tracking/${order.code}?access=${encodeURIComponent(access)}`)));
    expect(read.order.code).toBe(order.code);
    expectErrorEnvelope(await api.call('GET', `/v1/orders/tracking/${other.code}?access=${encodeURIComponent(access)}`), 404);
    expectErrorEnvelope(await api.call('GET', `/v1/orders/tracking/${order.code}`), 404);
    expectErrorEnvelope(await api.call('GET', `/v1/orders/tracking/${order.code}?access=${encodeURIComponent(access.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`), 404);
    const expired = `1000.${access.split('.')[1]}`;
    expectErrorEnvelope(await api.call('GET', `/v1/orders/tracking/${order.code}?access=${encodeURIComponent(expired)}`), 404);
  });

  it('shows a signed-in customer their own order, and another customer’s as 404 like an unknown number', async () => {
    const ownerId = (await buildCustomer(api.db, { email: 'owner@example.test' })).id;
    const strangerId = (await buildCustomer(api.db, { email: 'stranger@example.test' })).id;
    const order = await buildOrder(api.db, { email: 'owner@example.test', customerId: ownerId, lines: [{ vendorCode }] });
    const own = await api.call('GET', `/v1/orders/tracking/${order.code}`, { token: await customerToken(ownerId, 'owner@example.test') });
    expect(orderTrackingSchema.parse(expectSuccessData(own)).order.code).toBe(order.code);
    const stranger = await api.call('GET', `/v1/orders/tracking/${order.code}`, { token: await customerToken(strangerId, 'stranger@example.test') });
    const unknown = await api.call('GET', '/v1/orders/tracking/DH99999998', { token: await customerToken(strangerId, 'stranger@example.test') });
    expectErrorEnvelope(stranger, 404, 'NOT_FOUND');
    expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
  });
});

describe('forgot order number', () => {
  const forgot = (email: string, ip = freshIp()) => api.call('POST', '/v1/orders/forgot', { body: { email }, ip });
  const mailsTo = (email: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it('answers the same whether or not the address has orders, and mails the order numbers only to an address that has some', async () => {
    const order = await buildOrder(api.db, { email: 'Forgetful@example.test', locale: 'fr-FR', lines: [{ vendorCode }] });
    const unpaid = await buildOrder(api.db, { email: 'forgetful@example.test', status: S.PAYMENT_FAILED, lines: [{ vendorCode }] });
    const known = await forgot('forgetful@example.test');
    const unknown = await forgot('never-bought@example.test');
    expect(expectSuccessData(known, 202)).toEqual({ sent: true });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);

    const [mail] = await mailsTo('forgetful@example.test');
    expect(mail).toMatchObject({ template: 'order-numbers', language: 'fr' });
    expect(mail!.textBody).toContain(order.code);
    expect(mail!.textBody).not.toContain(unpaid.code);
    expect(await mailsTo('never-bought@example.test')).toHaveLength(0);
  });

  it('limits reminders per e-mail address and per client address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgot('busy@example.test')).status).toBe(202);
    expectErrorEnvelope(await forgot('busy@example.test'), 429, 'RATE_LIMITED');
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await forgot(`someone${attempt}@example.test`, ip)).status).toBe(202);
    expectErrorEnvelope(await forgot('someone-else@example.test', ip), 429, 'RATE_LIMITED');
  });
});
