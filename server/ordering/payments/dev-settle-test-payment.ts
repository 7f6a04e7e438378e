import type { IncomingMessage } from 'node:http';
import { AppError } from '@/server/http/app-error';
import { devToolsMode } from '@/server/http/dev-tools';
import type { DevSettleResult } from '@/lib/contracts/ordering/payments-schemas';
import { settleTestPayment, type SettleOutcome } from './test-provider/settle-test-payment';
import { deliverTestWebhook } from './test-provider/test-events';

/**
 * This server's own address, from the connection the request came in on. The Host header is
 * not used: a caller chooses it, and the webhooks must reach this process, not another host.
 */
export function ownBaseUrl(req: IncomingMessage): string {
  const socket = req.socket;
  const raw = socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') ? raw.slice('::ffff:'.length) : raw;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${socket.localPort ?? 80}`;
}

/**
 * The dev console's "Settle / Fail / Expire": one of the dev tools (decision 0038: the route lets
 * only an operator call it in a production build with DEV_TOOLS=1), 404 wherever they are off. Events are delivered one
 * after the other, in sequence, as a gateway would.
 */
export async function devSettleTestPayment(input: { reference: string; outcome: SettleOutcome; baseUrl: string }): Promise<DevSettleResult> {
  if (devToolsMode() === 'off') throw new AppError('NOT_FOUND', 'Not found.');
  const { payment, events } = await settleTestPayment(input.reference, input.outcome);
  const deliveries: DevSettleResult['deliveries'] = [];
  for (const event of events) {
    const delivery = await deliverTestWebhook(event, input.baseUrl);
    deliveries.push({ event_id: delivery.eventId, type: delivery.type, sequence: delivery.sequence, http_status: delivery.httpStatus });
  }
  return { reference: payment.reference, status: payment.status, deliveries };
}
