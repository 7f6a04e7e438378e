import { requireCustomerId } from '@/server/accounts/require-customer';
import { myOrderRequestsEndpoint } from '@/lib/contracts/ordering/order-requests';
import { listMyOrderRequests } from '@/server/ordering/order-requests/list-my-order-requests';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(myOrderRequestsEndpoint, ({ caller, query }) => listMyOrderRequests({ customerId: requireCustomerId(caller), ...query }));
