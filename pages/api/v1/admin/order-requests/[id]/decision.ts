import { decideReturn } from '@/server/ordering/order-requests/decide-return';
import { decideReturnEndpoint } from '@/lib/contracts/ordering/order-requests';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(decideReturnEndpoint, ({ caller, params, body }) => decideReturn({ caller, requestId: params.id, body }));
