import { getSecret } from '@/server/config/secrets';

/**
 * The test gateway's webhook secret: PAYMENT_WEBHOOK_SECRET, else the store's webhook signing
 * secret (WEBHOOK_SIGNING_SECRET, generated per machine in development like every secret).
 */
export function testWebhookSecret(): string {
  return process.env.PAYMENT_WEBHOOK_SECRET || getSecret('WEBHOOK_SIGNING_SECRET');
}
