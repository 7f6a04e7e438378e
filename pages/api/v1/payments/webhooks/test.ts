import type { NextApiRequest, NextApiResponse } from 'next';
import { testWebhookEndpoint } from '@/lib/contracts/ordering/checkout';
import { handlePaymentWebhook } from '@/server/ordering/checkout/handle-payment-webhook';
import { readRawBody } from '@/server/ordering/checkout/read-raw-body';
import { successEnvelope } from '@/server/http/envelope';
import { requestIdOf } from '@/server/http/request-id';
import { sendError, sendMethodNotAllowed } from '@/server/http/send-error';

export const config = { api: { bodyParser: false } };

/* Not withApi: the signature covers the exact bytes sent, so the body is read raw, never re-serialised. */
async function testWebhookRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const requestId = requestIdOf(req);
  res.setHeader('X-Request-Id', requestId);
  if ((req.method ?? 'GET').toUpperCase() !== 'POST') {
    sendMethodNotAllowed(res, ['POST'], requestId);
    return;
  }
  try {
    const raw = await readRawBody(req, testWebhookEndpoint.maxBodyBytes ?? 64 * 1024);
    const answer = await handlePaymentWebhook(raw, req.headers);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(successEnvelope(testWebhookEndpoint.response.parse(answer)));
  } catch (error) {
    sendError(res, error, requestId);
  }
}

export default Object.assign(testWebhookRoute, { contracts: [testWebhookEndpoint] });
