import { apiClient, classifyError } from '@/services/api-client';
import { readEnvelopeData } from '@/services/api-envelope';
import type { OperatorOrderBody, OperatorOrderResult } from '@/lib/contracts/ordering/operator-orders-schemas';

export type { OperatorOrderBody, OperatorOrderResult } from '@/lib/contracts/ordering/operator-orders-schemas';

/**
 * POST /v1/admin/orders: an operator places an order on a brand's behalf. The form keeps one
 * Idempotency-Key until the order is placed or the form changes, so a retried submission never
 * makes a second order.
 */
export async function placeOperatorOrder(body: OperatorOrderBody, idempotencyKey: string): Promise<OperatorOrderResult> {
  let response;
  try {
    response = await apiClient.request<unknown>({ method: 'POST', url: '/v1/admin/orders', data: body, headers: { 'Idempotency-Key': idempotencyKey } });
  } catch (error) {
    throw classifyError(error);
  }
  return readEnvelopeData<OperatorOrderResult>(response.status, response.data);
}
