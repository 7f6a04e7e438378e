import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { setVendorActive } from '@/server/catalog/vendors/set-vendor-active';
import { brandMembers, brands } from '@/server/db/schema/brands/brands';
import { orderHistory } from '@/server/db/schema/ordering/orders';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import { statusesOf } from '@/tests/integration/shipments/support/order-statuses';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildOrder } from '@/tests/support/builders/orders';
import { expectPackage, packAndShip } from './support/shipment-calls';
import { startShipmentsApi, type ShipmentsApi } from './support/shipments-api';

/* Decision 0030: brand members move packages for their brand, named by ?brand_id= and checked
 * against brand_members on every request; operators act as operations. Nothing in the token
 * says which vendor anyone works for. */

let api: ShipmentsApi;
beforeAll(async () => {
  api = await startShipmentsApi();
});
afterAll(() => api.close());

const pack = (headers: Record<string, string>, orderCode: string, lineIds: number[], brandId?: number) =>
  api.call('POST', `/v1/shipments/packages${brandId === undefined ? '' : `?brand_id=${brandId}`}`, { token: headers.authorization!.slice(7), body: { order_code: orderCode, order_line_ids: lineIds } });

/** The harness, with every call made for this brand (?brand_id=). */
const asBrand = (brandId: number): ShipmentsApi => ({ ...api, call: (method, path, options) => api.call(method, `${path}?brand_id=${brandId}`, options) });

async function brandWithVendor(status: 'approved' | 'suspended' | 'applied' = 'approved') {
  const vendor = await buildVendor(api.db);
  const member = await buildPerson(api.db);
  const brand = await buildBrand(api.db, { status, vendorId: vendor.id, members: [{ customerId: member.customer.id, role: 'staff' }] });
  return { vendor, member, brand };
}

describe('a brand member acting for their brand', () => {
  it('packs and ships their vendor’s lines with ?brand_id=, recorded as the brand’s person', async () => {
    const { vendor, member, brand } = await brandWithVendor();
    const order = await buildOrder(api.db, { lines: [{ vendorCode: vendor.code }] });
    await packAndShip(asBrand(brand.id), member.token, order.code, order.lineIds);
    const history = await api.db.select({ actorId: orderHistory.actorId }).from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.map((row) => row.actorId)).toContain(`brand:${brand.id}:${member.customer.id}`);
  });

  it('is refused another vendor’s lines (403), with its own brand id', async () => {
    const mine = await brandWithVendor();
    const theirs = await brandWithVendor();
    const order = await buildOrder(api.db, { lines: [{ vendorCode: theirs.vendor.code }] });
    expectErrorEnvelope(await pack(mine.member.headers, order.code, order.lineIds, mine.brand.id), 403, 'FORBIDDEN');
  });

  it('gets the same 404 for a brand they do not belong to as for a missing brand', async () => {
    const mine = await brandWithVendor();
    const theirs = await brandWithVendor();
    const order = await buildOrder(api.db, { lines: [{ vendorCode: theirs.vendor.code }] });
    const foreign = expectErrorEnvelope(await pack(mine.member.headers, order.code, order.lineIds, theirs.brand.id), 404, 'NOT_FOUND');
    const missing = expectErrorEnvelope(await pack(mine.member.headers, order.code, order.lineIds, 999_999), 404, 'NOT_FOUND');
    expect(foreign.message).toBe(missing.message);
    expect((await statusesOf(api.db, order.id)).lines).toEqual([L.PENDING]);
  });

  it('loses access at the next request once removed from the brand', async () => {
    const { vendor, member, brand } = await brandWithVendor();
    const order = await buildOrder(api.db, { lines: [{ vendorCode: vendor.code }] });
    await api.db.delete(brandMembers).where(and(eq(brandMembers.brandId, brand.id), eq(brandMembers.customerId, member.customer.id)));
    expectErrorEnvelope(await pack(member.headers, order.code, order.lineIds, brand.id), 404, 'NOT_FOUND');
  });

  it('must say which brand it acts for: without brand_id a member is refused (403)', async () => {
    const { vendor, member } = await brandWithVendor();
    const order = await buildOrder(api.db, { lines: [{ vendorCode: vendor.code }] });
    expectErrorEnvelope(await pack(member.headers, order.code, order.lineIds), 403, 'FORBIDDEN');
  });

  it('cannot ship for a brand that is not approved yet, nor for one without a store (403)', async () => {
    const applied = await brandWithVendor('applied');
    const order = await buildOrder(api.db, { lines: [{ vendorCode: applied.vendor.code }] });
    expectErrorEnvelope(await pack(applied.member.headers, order.code, order.lineIds, applied.brand.id), 403, 'FORBIDDEN');
    const person = await buildPerson(api.db);
    const storeless = await buildBrand(api.db, { members: [{ customerId: person.customer.id, role: 'owner' }] });
    expectErrorEnvelope(await pack(person.headers, order.code, order.lineIds, storeless.id), 403, 'FORBIDDEN');
  });

  it('still ships the orders of a suspended brand whose store is closed', async () => {
    const { vendor, member, brand } = await brandWithVendor('suspended');
    await setVendorActive({ vendorId: vendor.id, active: false }, api.db);
    const order = await buildOrder(api.db, { lines: [{ vendorCode: vendor.code }] });
    const shipped = await packAndShip(asBrand(brand.id), member.token, order.code, order.lineIds);
    expect(shipped.status).toBe(L.SHIPPED);
    const [row] = await api.db.select({ status: brands.status }).from(brands).where(eq(brands.id, brand.id));
    expect(row?.status).toBe('suspended');
  });
});

describe('an operator', () => {
  it('acts as operations on any vendor’s lines without brand_id, a suspended brand’s too', async () => {
    const { vendor } = await brandWithVendor('suspended');
    await setVendorActive({ vendorId: vendor.id, active: false }, api.db);
    const operator = await buildOperator(api.db);
    const order = await buildOrder(api.db, { lines: [{ vendorCode: vendor.code }] });
    expect(expectPackage(await pack(operator.headers, order.code, order.lineIds), 201).vendor_code).toBe(vendor.code);
  });
});
