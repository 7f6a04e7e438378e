import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { operatorOrderResultSchema } from '@/lib/contracts/ordering/operator-orders-schemas';
import { productVariants, products } from '@/server/db/schema/catalog/catalog';
import { orders } from '@/server/db/schema/ordering/orders';
import { mailOutbox } from '@/server/db/schema/notifications/mail';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from '@/tests/integration/brands/support/brands-api';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { buildCategory, buildProduct, buildVendor, type BuiltProduct } from '@/tests/support/builders/catalog';

/* Issue 17 item 3: an operator places an order on a brand's behalf through the real checkout
 * path (stock, totals, the confirmation mail), and the brand lists it among its admin orders. */

let api: BrandsApi;
let operator: { headers: Record<string, string>; customerId: number };
let brandId: number;
let ownerHeaders: Record<string, string>;
let desk: BuiltProduct;
let foreignDesk: BuiltProduct;

const ADDRESS = { full_name: 'Office Manager', street: '500 Howard St', line_1: 'Floor 3', city: 'San Francisco', state_or_province: 'CA', postal_code: '94105', country: 'US', phone: '+14155550199' };

beforeAll(async () => {
  api = await startBrandsApi();
  const op = await buildOperator(api.db);
  operator = { headers: op.headers, customerId: op.customer.id };
  const vendor = await buildVendor(api.db);
  const otherVendor = await buildVendor(api.db);
  const owner = await buildPerson(api.db);
  ownerHeaders = owner.headers;
  brandId = (await buildBrand(api.db, { vendorId: vendor.id, members: [{ customerId: owner.customer.id, role: 'owner' }] })).id;
  const category = (await buildCategory(api.db, { slug: 'office-desks' })).id;
  desk = await buildProduct(api.db, { categoryId: category, name: 'Oak Bench Desk', variants: [{ stock: 40, prices: { USD: 45_000 } }] });
  foreignDesk = await buildProduct(api.db, { categoryId: category, name: 'Other Desk', variants: [{ stock: 40, prices: { USD: 30_000 } }] });
  await api.db.update(products).set({ vendorId: vendor.id }).where(eq(products.id, desk.id));
  await api.db.update(products).set({ vendorId: otherVendor.id }).where(eq(products.id, foreignDesk.id));
});
afterAll(() => api?.close());

const place = (body: unknown, key: string | null, headers = operator.headers) =>
  api.call('POST', '/v1/admin/orders', { headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, body });

describe('an order placed by an operator for a brand', () => {
  it('goes through the checkout: stock held, wire transfer pending (the confirmation waits for the money), marked for the brand; the same key answers the same order', async () => {
    const body = { brand_id: brandId, email: 'buyer@bulk-client.example', items: [{ product_code: desk.code, variant_id: desk.variantIds[0], quantity: 12 }], shipping_address: ADDRESS };
    const first = operatorOrderResultSchema.parse(expectSuccessData(await place(body, 'phone-order-0001'), 201));
    expect(first).toMatchObject({ replayed: false, currency: 'USD' });
    expect(first.total).toBeGreaterThanOrEqual(12 * 45_000);
    const [row] = await api.db.select().from(orders).where(eq(orders.code, first.order_code));
    expect(row).toMatchObject({ placedByOperatorId: operator.customerId, paymentMethodId: PAYMENT_METHOD.WIRE, email: 'buyer@bulk-client.example', customerId: null });
    expect([S.PAYMENT_PENDING, S.NEW]).toContain(row!.status);
    const [variant] = await api.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, desk.variantIds[0]!));
    expect(variant!.stock).toBe(28);
    // As for a shopper's wire order, the confirmation goes once the transfer settles.
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'buyer@bulk-client.example'));
    expect(mails).toEqual([]);

    const again = operatorOrderResultSchema.parse(expectSuccessData(await place(body, 'phone-order-0001'), 201));
    expect(again).toMatchObject({ order_code: first.order_code, replayed: true });

    const listed = expectSuccessData(await api.call('GET', `/v1/brands/${brandId}/orders?kind=admin`, { headers: ownerHeaders })) as { items: { code: string; placed_by_operator: boolean }[] };
    expect(listed.items).toEqual([expect.objectContaining({ code: first.order_code, placed_by_operator: true })]);
  });

  it('orders the default variant when none is named', async () => {
    const body = { brand_id: brandId, email: 'second@bulk-client.example', items: [{ product_code: desk.code, quantity: 2 }], shipping_address: ADDRESS };
    const placed = operatorOrderResultSchema.parse(expectSuccessData(await place(body, 'phone-order-0005'), 201));
    expect(placed.total).toBeGreaterThanOrEqual(2 * 45_000);
  });

  it('refuses another vendor’s product, a missing key, a missing brand and a non-operator', async () => {
    const foreign = { brand_id: brandId, email: 'buyer@bulk-client.example', items: [{ product_code: foreignDesk.code, variant_id: foreignDesk.variantIds[0], quantity: 1 }], shipping_address: ADDRESS };
    expectErrorEnvelope(await place(foreign, 'phone-order-0002'), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await place(foreign, null), 400);
    expectErrorEnvelope(await place({ ...foreign, brand_id: 999_999 }, 'phone-order-0003'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await place(foreign, 'phone-order-0004', ownerHeaders), 403, 'FORBIDDEN');
    const [variant] = await api.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, foreignDesk.variantIds[0]!));
    expect(variant!.stock).toBe(40);
  });
});
