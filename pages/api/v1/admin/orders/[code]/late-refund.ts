import { lateRefundEndpoint } from '@/lib/contracts/ordering/order-requests';
import { grantLateRefund } from '@/server/ordering/order-requests/grant-late-refund';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(lateRefundEndpoint, ({ caller, params, body }) => grantLateRefund({ caller, code: params.code, body }));
