import { getPaymentEndpoint } from '@/server/ordering/checkout/endpoints';
import { getPayment } from '@/server/ordering/checkout/get-payment';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getPaymentEndpoint, ({ params }) => getPayment(params.reference));
