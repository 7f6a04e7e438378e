import { expect } from 'vitest';
import type { Caller } from '@/server/http/request-context';
import { requestReturnAction } from '@/server/ordering/order-requests/request-return';
import { runShopperAction } from '@/server/ordering/order-requests/run-shopper-action';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import type { BrandsApi } from '@/tests/integration/brands/support/brands-api';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder, type BuiltOrder, type OrderOverrides } from '@/tests/support/builders/orders';

/* Two brands with a store each, their people and a shopper: the cast of the brand-orders tests. */

export interface BrandCast {
  brandId: number;
  vendorCode: string;
  owner: { headers: Record<string, string>; token: string; customerId: number };
  staff: { headers: Record<string, string>; token: string; customerId: number };
}

export async function buildBrandCast(api: BrandsApi): Promise<BrandCast> {
  const vendor = await buildVendor(api.db);
  const owner = await buildPerson(api.db);
  const staff = await buildPerson(api.db);
  const brand = await buildBrand(api.db, { vendorId: vendor.id, members: [{ customerId: owner.customer.id, role: 'owner' }, { customerId: staff.customer.id, role: 'staff' }] });
  return {
    brandId: brand.id,
    vendorCode: vendor.code,
    owner: { headers: owner.headers, token: owner.token, customerId: owner.customer.id },
    staff: { headers: staff.headers, token: staff.token, customerId: staff.customer.id },
  };
}

export async function buildOperatorHeaders(api: BrandsApi): Promise<Record<string, string>> {
  return (await buildOperator(api.db)).headers;
}

/** A shopper's order of one line of each vendor given (paid by card). */
export async function orderOf(api: BrandsApi, vendorCodes: string[], overrides: Partial<OrderOverrides> = {}): Promise<BuiltOrder> {
  return buildOrder(api.db, { pay: true, lines: vendorCodes.map((vendorCode) => ({ vendorCode })), ...overrides });
}

/** Packs, ships and delivers lines as the brand (the shipments API with ?brand_id=); the package id. */
export async function shipAndDeliverAsBrand(api: BrandsApi, cast: BrandCast, orderCode: string, lineIds: number[]): Promise<number> {
  const q = `?brand_id=${cast.brandId}`;
  const packed = expectSuccessData(await api.call('POST', `/v1/shipments/packages${q}`, { token: cast.staff.token, body: { order_code: orderCode, order_line_ids: lineIds } }), 201) as { id: number };
  expectSuccessData(await api.call('POST', `/v1/shipments/packages/${packed.id}/ship${q}`, { token: cast.staff.token, body: { carrier: 'DHL', tracking_number: 'JD0123456789' } }));
  expectSuccessData(await api.call('POST', `/v1/shipments/packages/${packed.id}/deliver${q}`, { token: cast.staff.token, body: {} }));
  return packed.id;
}

/** A delivered order of a signed-in shopper with a return requested for its first line; the request id. */
export async function orderWithReturn(api: BrandsApi, cast: BrandCast): Promise<{ order: BuiltOrder; requestId: number }> {
  const shopper = await buildCustomer(api.db);
  const order = await orderOf(api, [cast.vendorCode], { customerId: shopper.id });
  await shipAndDeliverAsBrand(api, cast, order.code, order.lineIds);
  const caller: Caller = { kind: 'user', userId: shopper.id, role: 'customer', email: shopper.email };
  const answer = await runShopperAction({ caller, code: order.code }, requestReturnAction({ order_line_id: order.lineIds[0]!, reason: 'The colour does not match my office', condition: 'unopened' }));
  expect(answer.request.status).toBe('in_review');
  return { order, requestId: answer.request.id };
}
