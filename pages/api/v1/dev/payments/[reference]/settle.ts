import { withApi } from '@/server/http/with-api';
import { devSettleTestPayment, ownBaseUrl } from '@/server/ordering/payments/dev-settle-test-payment';
import { devSettlePaymentEndpoint } from '@/lib/contracts/ordering/payments';

export const config = { api: { bodyParser: false } };

export default withApi(devSettlePaymentEndpoint, ({ req, params, body }) =>
  devSettleTestPayment({ reference: params.reference, outcome: body.outcome, baseUrl: ownBaseUrl(req) }),
);
