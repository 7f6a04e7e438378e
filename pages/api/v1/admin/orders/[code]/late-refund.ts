import { lateRefundEndpoint } from '@/lib/contracts/ordering/order-requests';
import { grantLateRefund } from '@/server/ordering/order-requests/grant-late-refund';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(lateRefundEndpoint, ({ caller, params, body }) => grantLateRefund({ caller, code: params.code, body }));
