import { expect } from 'vitest';
import { packageViewSchema, type PackageView } from '@/lib/contracts/ordering/shipments-schemas';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import type { ShipmentsApi } from './shipments-api';

/** Asserts a package answer and returns the package, checked against the contract. */
export function expectPackage(answer: ApiAnswer, httpStatus = 200): PackageView {
  const parsed = packageViewSchema.safeParse(expectSuccessData(answer, httpStatus));
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return parsed.data!;
}

export const packLines = (api: ShipmentsApi, token: string, orderCode: string, lineIds: number[]) =>
  api.call('POST', '/v1/shipments/packages', { token, body: { order_code: orderCode, order_line_ids: lineIds } });

export const shipCall = (api: ShipmentsApi, token: string, packageId: number, trackingNumber = '1Z999AA10123456784') =>
  api.call('POST', `/v1/shipments/packages/${packageId}/ship`, { token, body: { carrier: 'UPS', tracking_number: trackingNumber, estimated_delivery: '2030-01-15' } });

export const deliverCall = (api: ShipmentsApi, token: string, packageId: number) =>
  api.call('POST', `/v1/shipments/packages/${packageId}/deliver`, { token, body: {} });

export async function packAndShip(api: ShipmentsApi, token: string, orderCode: string, lineIds: number[]): Promise<PackageView> {
  const pkg = expectPackage(await packLines(api, token, orderCode, lineIds), 201);
  return expectPackage(await shipCall(api, token, pkg.id));
}
