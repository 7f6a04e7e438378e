import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { myOrdersEndpoint } from '@/lib/contracts/ordering/orders';
import { listMyOrders } from '@/server/ordering/orders/list-my-orders';

export const config = { api: { bodyParser: false } };

export default withApi(myOrdersEndpoint, ({ caller, query }) => listMyOrders(requireCustomerId(caller), query));
