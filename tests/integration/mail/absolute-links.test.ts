import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listMail } from '@/server/notifications/mail/repository';
import { sendOrderEventMail } from '@/server/ordering/mails/send-order-event-mail';
import { orderAccessKey } from '@/server/ordering/orders/order-access-key';
import { sendOrderConfirmation } from '@/server/ordering/orders/send-order-confirmation';
import { listSitemapEntries } from '@/server/pages/seo/list-sitemap-entries';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder } from '@/tests/support/builders/orders';

/* Issue 20 item 4: every absolute link (sitemap, e-mails) is built on the configured origin, which
 * follows PORT when no site URL is set; the confirmation's "View your order" opens the order; the
 * address reads as its country writes it. */

const ORIGIN = 'http://localhost:4321';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let vendorCode: string;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
  vi.stubEnv('SITE_URL', '');
  vi.stubEnv('PORT', '4321');
  database = await createTestDatabase();
  vendorCode = (await buildVendor(database.db, { code: 'LINKWORKS' })).code;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await database.drop();
});

const textOfLastMailTo = async (email: string) => (await listMail(database.db, { toAddress: email, limit: 5 }))[0]?.textBody ?? '';
const linksIn = (text: string) => text.match(/https?:\/\/[^\s)"<]+/g) ?? [];

describe('absolute links follow the configured origin (PORT when no site URL is set)', () => {
  it('builds every sitemap URL on it', async () => {
    const locs = (await listSitemapEntries()).map((entry) => entry.loc);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc.startsWith(ORIGIN))).toBe(true);
    expect(locs).toContain(`${ORIGIN}/fr-FR/sale`);
  });

  it('links a guest’s confirmation mail to the thank-you page with its access key, and writes the US address as the US does', async () => {
    const order = await buildOrder(database.db, { lines: [{ vendorCode }] });
    expect(await sendOrderConfirmation(order.id)).toBe(true);
    const text = await textOfLastMailTo(order.email);
    expect(linksIn(text)).toContain(`${ORIGIN}/thank-you?order=${order.code}&access_key=${orderAccessKey(order.code)}`);
    expect(text).toContain('San Francisco, CA 94103, United States');
  });

  it('links a customer’s confirmation mail to their order page, in the order’s locale', async () => {
    const customer = await buildCustomer(database.db);
    const order = await buildOrder(database.db, { customerId: customer.id, locale: 'de-DE', lines: [{ vendorCode }] });
    await sendOrderConfirmation(order.id);
    const text = await textOfLastMailTo(order.email);
    expect(linksIn(text)).toContain(`${ORIGIN}/de-DE/customer/your-order-detail-tracking/${order.code}`);
    expect(linksIn(text).every((link) => link.startsWith(ORIGIN))).toBe(true);
  });

  it('builds the order event mails’ links on it too, with the address in the order’s language', async () => {
    const order = await buildOrder(database.db, {
      locale: 'fr-FR',
      lines: [{ vendorCode }],
      address: { full_name: 'Léa Martin', street: '12 rue de Rivoli', line_1: '', city: 'Paris', state_or_province: '', postal_code: '75001', country: 'FR', phone: '' },
    });
    await sendOrderEventMail(order.id, { kind: 'address_changed' });
    const text = await textOfLastMailTo(order.email);
    expect(linksIn(text)).toContain(`${ORIGIN}/fr-FR/thank-you?order=${order.code}&access_key=${orderAccessKey(order.code)}`);
    expect(text).toContain('12 rue de Rivoli, 75001 Paris, France');
  });
});
