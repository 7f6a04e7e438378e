import type { PaymentEvent } from '../payment-provider';
import { signTestWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature';
import { testWebhookSecret } from './webhook-secret';

/** Where the store receives the test gateway's webhooks (served by the checkout module). */
export const TEST_WEBHOOK_PATH = '/api/v1/payments/webhooks/test';

/** Event ids are the reference and sequence, so one event delivered again keeps its id. */
export function buildTestEvent(fields: {
  type: PaymentEvent['type'];
  reference: string;
  sequence: number;
  amount: number;
  data?: Record<string, unknown>;
  occurredAt?: Date;
}): PaymentEvent {
  return {
    eventId: `evt_${fields.reference}_${fields.sequence}`,
    type: fields.type,
    reference: fields.reference,
    sequence: fields.sequence,
    amount: fields.amount,
    occurredAt: (fields.occurredAt ?? new Date()).toISOString(),
    data: fields.data ?? {},
  };
}

export interface WebhookDelivery {
  eventId: string;
  type: PaymentEvent['type'];
  sequence: number;
  /** HTTP status the store answered, or 0 when it could not be reached. */
  httpStatus: number;
}

/** POSTs one signed event to the store, as the gateway would; never throws for a failed delivery. */
export async function deliverTestWebhook(
  event: PaymentEvent,
  baseUrl: string,
  options: { secret?: string; timestampSec?: number; timeoutMs?: number } = {},
): Promise<WebhookDelivery> {
  const body = JSON.stringify(event);
  const signature = signTestWebhook(body, options.secret ?? testWebhookSecret(), options.timestampSec ?? Math.floor(Date.now() / 1000));
  let httpStatus = 0;
  try {
    const response = await fetch(new URL(TEST_WEBHOOK_PATH, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    httpStatus = response.status;
    await response.arrayBuffer();
  } catch {
    httpStatus = 0;
  }
  return { eventId: event.eventId, type: event.type, sequence: event.sequence, httpStatus };
}
