import { getBrandCommissionEndpoint, setBrandCommissionEndpoint } from '@/lib/contracts/brands/money';
import { operatorIdOf } from '@/server/accounts/operators/operator-id';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { getBrandCommission, setBrandCommission } from '@/server/brands/admin/brand-commission';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withOperatorApi(getBrandCommissionEndpoint, ({ params }) => getBrandCommission(params.brandId)),
  withOperatorApi(setBrandCommissionEndpoint, ({ caller, params, body }) => setBrandCommission({ brandId: params.brandId, bps: body.commission_bps, operatorId: operatorIdOf(caller) })),
);
