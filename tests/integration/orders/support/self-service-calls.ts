import { expect } from 'vitest';
import { orderActionAnswerSchema, type OrderActionAnswer } from '@/lib/contracts/ordering/order-action-answer-schemas';
import { orderTrackingSchema, packageViewSchema, type OrderTracking, type PackageView } from '@/lib/contracts/ordering/shipments-schemas';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import type { OrdersApi } from './orders-api';

/** Who calls: a signed-in shopper's token, a guest's tracking token or checkout key, or nobody. */
export type As = { token?: string; access?: string; accessKey?: string };

function withAccess(path: string, as: As): string {
  const query = new URLSearchParams();
  if (as.access) query.set('access', as.access);
  if (as.accessKey) query.set('access_key', as.accessKey);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const orderAction = (api: OrdersApi, code: string, action: string, body: unknown, as: As = {}) =>
  api.call('POST', withAccess(`/v1/orders/${code}/${action}`, as), { body, ...(as.token ? { token: as.token } : {}) });

export const readTracking = async (api: OrdersApi, code: string, as: As): Promise<OrderTracking> =>
  orderTrackingSchema.parse(expectSuccessData(await api.call('GET', withAccess(`/v1/orders/tracking/${code}`, as), as.token ? { token: as.token } : {})));

export function expectAnswer(answer: ApiAnswer, httpStatus = 200): OrderActionAnswer {
  const parsed = orderActionAnswerSchema.safeParse(expectSuccessData(answer, httpStatus));
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return parsed.data!;
}

/** A guest's tracking token, as /track-your-order obtains it. */
export async function guestAccess(api: OrdersApi, code: string, email: string): Promise<string> {
  const data = expectSuccessData(await api.call('POST', '/v1/orders/track', { body: { order_code: code, email }, ip: `192.0.2.${Math.floor(Math.random() * 250) + 1}` })) as { access_token: string };
  return data.access_token;
}

function expectPackage(answer: ApiAnswer, httpStatus = 200): PackageView {
  return packageViewSchema.parse(expectSuccessData(answer, httpStatus));
}

export async function pack(api: OrdersApi, vendorToken: string, code: string, lineIds: number[]): Promise<PackageView> {
  return expectPackage(await api.call('POST', '/v1/shipments/packages', { token: vendorToken, body: { order_code: code, order_line_ids: lineIds } }), 201);
}

export const shipCall = (api: OrdersApi, vendorToken: string, packageId: number) =>
  api.call('POST', `/v1/shipments/packages/${packageId}/ship`, { token: vendorToken, body: { carrier: 'UPS', tracking_number: `1Z${packageId}X` } });

export async function ship(api: OrdersApi, vendorToken: string, code: string, lineIds: number[]): Promise<PackageView> {
  const pkg = await pack(api, vendorToken, code, lineIds);
  return expectPackage(await shipCall(api, vendorToken, pkg.id));
}

export async function shipAndDeliver(api: OrdersApi, vendorToken: string, code: string, lineIds: number[]): Promise<PackageView> {
  const pkg = await ship(api, vendorToken, code, lineIds);
  return expectPackage(await api.call('POST', `/v1/shipments/packages/${pkg.id}/deliver`, { token: vendorToken, body: {} }));
}
