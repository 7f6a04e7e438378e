import { getPaymentEndpoint } from '@/server/checkout/endpoints';
import { getPayment } from '@/server/checkout/get-payment';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getPaymentEndpoint, ({ params }) => getPayment(params.reference));
