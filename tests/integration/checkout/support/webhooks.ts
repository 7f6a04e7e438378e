import type { PaymentEvent } from '@/server/ordering/payments/payment-provider';
import { signTestWebhook, WEBHOOK_SIGNATURE_HEADER } from '@/server/ordering/payments/test-provider/webhook-signature';
import { testWebhookSecret } from '@/server/ordering/payments/test-provider/webhook-secret';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import type { CartApi } from '@/tests/integration/cart/support/cart-api';

/** Posts one event to the store's webhook as the test gateway signs it (or with a given signature). */
export function deliverEvent(api: CartApi, event: PaymentEvent, options: { signature?: string; body?: string } = {}): Promise<ApiAnswer> {
  const body = options.body ?? JSON.stringify(event);
  const signature = options.signature ?? signTestWebhook(JSON.stringify(event), testWebhookSecret());
  return api.call('POST', '/v1/payments/webhooks/test', { body, headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature } });
}
