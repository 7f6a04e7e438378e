import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { formatMinorUnits } from '@/lib/format/format-price';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';
import { orderAccessKey } from '@/server/ordering/orders/order-access-key';
import { issueTrackingAccess } from '@/server/ordering/shipments/tracking-access';
import { discoverApiRoutes, loadApiRoutes, startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { customerToken } from '@/tests/integration/shipments/support/shipments-api';
import { pdfPageTexts } from './support/pdf-text';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder, type BuiltOrder } from '@/tests/support/builders/orders';

/* Issue 6 item 3: GET /v1/orders/{code}/invoice gives the PDF invoice of a paid order to whoever
 * may see the order, in the order's language; anyone else gets the 404 of an unknown order. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ApiServer;
let vendorCode: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startApiServer(await loadApiRoutes(discoverApiRoutes('pages/api/v1/orders/[code]')));
  vendorCode = (await buildVendor(database.db, { code: 'INVOICEWORKS' })).code;
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

interface Answer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

async function getInvoice(code: string, options: { token?: string; query?: string } = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/api/v1/orders/${code}/invoice${options.query ?? ''}`, {
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

function envelopeOf(answer: Answer): { status: number; message: string } {
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  return JSON.parse(Buffer.from(answer.bytes).toString('utf8')) as { status: number; message: string };
}

async function signedInOrder(locale = 'en-US'): Promise<{ order: BuiltOrder; token: string }> {
  const email = `invoice-${Math.random().toString(36).slice(2)}@example.test`;
  const customerId = (await buildCustomer(database.db, { email: email })).id;
  const order = await buildOrder(database.db, { customerId, email, locale, lines: [{ vendorCode, quantity: 2, unitPrice: 129_950 }, { vendorCode }] });
  return { order, token: await customerToken(customerId, email) };
}

async function expectPdf(answer: Answer, code: string): Promise<string> {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${code}.pdf"`);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(Buffer.from(answer.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return (await pdfPageTexts(answer.bytes)).join('\n');
}

describe('who gets the invoice', () => {
  it('gives the signed-in owner the PDF, with the order code, lines and totals', async () => {
    const { order, token } = await signedInOrder();
    const text = await expectPdf(await getInvoice(order.code, { token }), order.code);
    expect(text).toContain('Invoice');
    expect(text).toContain(order.code);
    expect(text).toMatch(/Test desk \d+\.0/);
    expect(text).toContain(formatMinorUnits(129_950, 'USD', 'en-US'));
    expect(text).toContain(formatMinorUnits(2 * 129_950 + 10_000, 'USD', 'en-US'));
    expect(text).toContain('Ada Lovelace');
  });

  it('answers a stranger, another customer and a wrong key with the 404 of an unknown order', async () => {
    const { order } = await signedInOrder();
    const other = await signedInOrder();
    for (const answer of [
      await getInvoice(order.code),
      await getInvoice(order.code, { token: other.token }),
      await getInvoice(order.code, { query: '?access=1999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
      await getInvoice(order.code, { query: `?access_key=${orderAccessKey(other.order.code)}` }),
      await getInvoice('DH00000001', { token: other.token }),
    ]) {
      expect(answer.status).toBe(404);
      expect(envelopeOf(answer).status).toBeLessThanOrEqual(0);
    }
  });

  it('gives a guest the PDF with a valid tracking token or the checkout access key', async () => {
    const order = await buildOrder(database.db, { lines: [{ vendorCode }] });
    await expectPdf(await getInvoice(order.code, { query: `?access=${issueTrackingAccess(order.code).token}` }), order.code);
    await expectPdf(await getInvoice(order.code, { query: `?access_key=${orderAccessKey(order.code)}` }), order.code);
  });

  it('refuses an expired tracking token', async () => {
    const order = await buildOrder(database.db, { lines: [{ vendorCode }] });
    const expired = issueTrackingAccess(order.code, Date.now() - 24 * 60 * 60 * 1000).token;
    expect((await getInvoice(order.code, { query: `?access=${expired}` })).status).toBe(404);
  });

  it('answers 409 with a message for an order not paid yet, and still 404 to a stranger', async () => {
    const { order, token } = await signedInOrder();
    await database.db.update(orders).set({ status: ORDER_STATUS.PAYMENT_PENDING, paidAt: null }).where(eq(orders.id, order.id));
    const answer = await getInvoice(order.code, { token });
    expect(answer.status).toBe(409);
    expect(envelopeOf(answer).message).toMatch(/not paid/);
    expect((await getInvoice(order.code)).status).toBe(404);
  });
});

describe('what the invoice says', () => {
  it('is written in the order’s language with its number format', async () => {
    const { order, token } = await signedInOrder('de-DE');
    await database.db.update(orders).set({ currency: 'EUR', taxMode: 'included', tax: 43_144 }).where(eq(orders.id, order.id));
    const text = await expectPdf(await getInvoice(order.code, { token }), order.code);
    expect(text).toContain('Rechnung');
    expect(text).toContain('Rechnungsnummer');
    expect(text).toContain(formatMinorUnits(129_950, 'EUR', 'de-DE'));
    expect(text).toContain('Enthaltene MwSt.');
    expect(text).not.toMatch(/invoice\.\w+/);
  });

  it('draws French numbers and names Helvetica cannot encode without failing', async () => {
    const { order, token } = await signedInOrder('fr-FR');
    const [line] = await database.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id)).limit(1);
    await database.db.update(orderLines).set({ productName: 'Bureau Łódź 🪑 chêne' }).where(eq(orderLines.id, line!.id));
    const text = await expectPdf(await getInvoice(order.code, { token }), order.code);
    expect(text).toContain('Facture');
    expect(text).toContain('Bureau Lódz ? chêne');
    expect(text).toContain('Merci d’avoir choisi');
    // The narrow no-break space of fr-FR thousands becomes a no-break space.
    expect(text).toContain(formatMinorUnits(129_950, 'USD', 'fr-FR').replace(/\u202f/g, '\u00a0'));
  });

  it('continues a long order on further pages, numbered', async () => {
    const email = 'invoice-long@example.test';
    const customerId = (await buildCustomer(database.db, { email: email })).id;
    const order = await buildOrder(database.db, { customerId, email, lines: Array.from({ length: 40 }, () => ({ vendorCode })) });
    const pages = await pdfPageTexts((await getInvoice(order.code, { token: await customerToken(customerId, email) })).bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.join('\n').match(/Test desk \d+\.\d+/g)).toHaveLength(40);
  });
});
