import { withApi } from '@/server/http/with-api';
import { requireDevTools } from '@/server/accounts/operators/dev-tools-access';
import { devSettleTestPayment, ownBaseUrl } from '@/server/ordering/payments/dev-settle-test-payment';
import { devSettlePaymentEndpoint } from '@/lib/contracts/ordering/payments';

export const config = { api: { bodyParser: false } };

export default withApi(devSettlePaymentEndpoint, async ({ req, params, body }) => {
  await requireDevTools(req);
  return devSettleTestPayment({ reference: params.reference, outcome: body.outcome, baseUrl: ownBaseUrl(req) });
});
