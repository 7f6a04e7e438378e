import { getPaymentEndpoint } from '@/lib/contracts/ordering/checkout';
import { getPayment } from '@/server/ordering/checkout/get-payment';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getPaymentEndpoint, ({ params }) => getPayment(params.reference));
