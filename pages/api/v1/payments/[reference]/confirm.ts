import { confirmPaymentEndpoint } from '@/lib/contracts/ordering/checkout';
import { confirmPayment } from '@/server/ordering/checkout/confirm-payment';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(confirmPaymentEndpoint, ({ params, body }) => confirmPayment({ reference: params.reference, outcome: body.outcome }));
