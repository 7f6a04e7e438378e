import { decideReturn } from '@/server/ordering/order-requests/decide-return';
import { decideReturnEndpoint } from '@/lib/contracts/ordering/order-requests';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(decideReturnEndpoint, ({ caller, params, body }) => decideReturn({ caller, requestId: params.id, body }));
