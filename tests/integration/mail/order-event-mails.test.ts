import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { formatMinorUnits } from '@/lib/format/format-price';
import { orders } from '@/server/db/schema/ordering/orders';
import { packageLines, packages } from '@/server/db/schema/ordering/shipments';
import type { OrderMailEvent } from '@/server/ordering/mails/order-event-mail-types';
import { ORDER_EVENT_TEMPLATES } from '@/server/ordering/mails/order-event-mail-data';
import { listMail } from '@/server/notifications/mail/repository';
import { sendOrderEventMail } from '@/server/ordering/mails/send-order-event-mail';
import { orderAccessKey } from '@/server/ordering/orders/order-access-key';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder, type BuiltOrder } from '@/tests/support/builders/orders';

/* Issue 6 item 5: each order event puts one mail in the outbox, to the order's address, in the
 * order's language, linking to the right order page; a mail that cannot be built never throws. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let vendorCode: string;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  database = await createTestDatabase();
  vendorCode = (await buildVendor(database.db, { code: 'MAILWORKS' })).code;
});
afterAll(() => database.drop());

async function shippedPackage(order: BuiltOrder, lineIds: number[], delivered = false): Promise<number> {
  const [row] = await database.db
    .insert(packages)
    .values({
      orderId: order.id,
      vendorCode,
      carrier: 'DHL Express',
      trackingNumber: 'JD014600006281230',
      status: delivered ? ORDER_LINE_STATUS.DELIVERED : ORDER_LINE_STATUS.SHIPPED,
      estimatedDelivery: '2026-12-03',
      shippedAt: new Date('2026-11-28T10:00:00Z'),
      deliveredAt: delivered ? new Date('2026-12-01T15:00:00Z') : null,
    })
    .returning({ id: packages.id });
  await database.db.insert(packageLines).values(lineIds.map((orderLineId) => ({ packageId: row!.id, orderLineId, quantity: 1 })));
  return row!.id;
}

async function mailsTo(email: string) {
  return listMail(database.db, { toAddress: email, limit: 20 });
}

const refund = { amount: 129_950, toPayment: 119_950, toStoreCredit: 10_000 };

function eventsFor(order: BuiltOrder, packageId: number): OrderMailEvent[] {
  const lineIds = [order.lineIds[0]!];
  return [
    { kind: 'shipped', packageId },
    { kind: 'delivered', packageId },
    { kind: 'cancelled', scope: 'package', lineIds, refund },
    { kind: 'refunded', refund, reason: 'cancel' },
    { kind: 'return_requested', requestId: 1, lineIds },
    { kind: 'return_decided', requestId: 1, lineIds, outcome: 'accepted', refund },
    { kind: 'address_changed' },
    { kind: 'shipping_date_changed', shippingDate: '2026-12-10' },
  ];
}

describe.each([
  ['en-US', 'en', 'Order number'],
  ['fr-FR', 'fr', 'Numéro de commande'],
  ['de-DE', 'de', 'Bestellnummer'],
] as const)('order event mails of an order placed in %s', (locale, language, orderNumberLabel) => {
  it('sends one mail per event kind to the order’s address, in the order’s language', async () => {
    const customerId = (await buildCustomer(database.db, { email: `signed-${locale}@example.test` })).id;
    const order = await buildOrder(database.db, { customerId, locale, email: `signed-${locale}@example.test`, lines: [{ vendorCode, unitPrice: 129_950 }, { vendorCode }] });
    const packageId = await shippedPackage(order, [order.lineIds[0]!], true);
    const events = eventsFor(order, packageId);
    for (const event of events) await sendOrderEventMail(order.id, event);

    const mails = (await mailsTo(order.email)).reverse();
    expect(mails.map((mail) => mail.template)).toEqual(events.map((event) => ORDER_EVENT_TEMPLATES[event.kind]));
    for (const mail of mails) {
      expect(mail.language).toBe(language);
      expect(mail.subject).toContain(order.code);
      expect(mail.textBody).toContain(orderNumberLabel);
      expect(mail.textBody).toContain(`/customer/your-order-detail-tracking/${order.code}`);
      expect(mail.textBody).not.toContain('access_key');
    }
    // The refund amount in the order's currency and locale.
    expect(mails.find((mail) => mail.template === 'order-refunded')?.textBody).toContain(formatMinorUnits(refund.amount, 'USD', locale));
    expect(mails.find((mail) => mail.template === 'order-shipped')?.textBody).toContain('JD014600006281230');
  });
});

describe('links and failures', () => {
  it('gives a guest the order page with the checkout access key', async () => {
    const order = await buildOrder(database.db, { locale: 'fr-FR', lines: [{ vendorCode }] });
    await sendOrderEventMail(order.id, { kind: 'address_changed' });
    const [mail] = await mailsTo(order.email);
    expect(mail?.textBody).toContain(`/fr-FR/thank-you?order=${order.code}&access_key=${orderAccessKey(order.code)}`);
  });

  it('lists only the package’s lines in the shipped mail', async () => {
    const order = await buildOrder(database.db, { lines: [{ vendorCode }, { vendorCode }] });
    const packageId = await shippedPackage(order, [order.lineIds[1]!]);
    await sendOrderEventMail(order.id, { kind: 'shipped', packageId });
    const [mail] = await mailsTo(order.email);
    expect(mail?.textBody).toMatch(/Test desk \d+\.1/);
    expect(mail?.textBody).not.toMatch(/Test desk \d+\.0/);
  });

  it('gives the return window from the delivery day: 30 days', async () => {
    const order = await buildOrder(database.db, { lines: [{ vendorCode }] });
    const packageId = await shippedPackage(order, order.lineIds, true);
    await sendOrderEventMail(order.id, { kind: 'delivered', packageId });
    const [mail] = await mailsTo(order.email);
    expect(mail?.textBody).toContain('within 30 days, until December 31, 2026');
  });

  it('puts the order’s current shipping address in the address change mail', async () => {
    const order = await buildOrder(database.db, { lines: [{ vendorCode }] });
    const [row] = await database.db.select({ address: orders.shippingAddress }).from(orders).where(eq(orders.id, order.id));
    await database.db.update(orders).set({ shippingAddress: { ...row!.address, street: '99 New Road' } }).where(eq(orders.id, order.id));
    await sendOrderEventMail(order.id, { kind: 'address_changed' });
    expect((await mailsTo(order.email))[0]?.textBody).toContain('99 New Road');
  });

  it('never throws: an unknown order, or a package of another order, is logged and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = await buildOrder(database.db, { lines: [{ vendorCode }] });
    const other = await buildOrder(database.db, { lines: [{ vendorCode }] });
    const foreignPackage = await shippedPackage(other, other.lineIds);
    await expect(sendOrderEventMail(999_999, { kind: 'address_changed' })).resolves.toBeUndefined();
    await expect(sendOrderEventMail(order.id, { kind: 'shipped', packageId: foreignPackage })).resolves.toBeUndefined();
    await expect(sendOrderEventMail(order.id, { kind: 'return_requested', requestId: 1, lineIds: other.lineIds })).resolves.toBeUndefined();
    expect(await mailsTo(order.email)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
