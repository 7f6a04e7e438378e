import { reinstateBrandEndpoint, suspendBrandEndpoint } from '@/lib/contracts/brands/admin-brands';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { reinstateBrand, suspendBrand } from '@/server/brands/admin/change-brand-suspension';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { operatorIdOf } from '@/server/accounts/operators/operator-id';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withOperatorApi(suspendBrandEndpoint, ({ caller, params, body, res }) =>
    suspendBrand({ brandId: params.brandId, operatorId: operatorIdOf(caller), note: body.note, revalidate: apiRouteRevalidator(res) }),
  ),
  withOperatorApi(reinstateBrandEndpoint, ({ caller, params, res }) =>
    reinstateBrand({ brandId: params.brandId, operatorId: operatorIdOf(caller), revalidate: apiRouteRevalidator(res) }),
  ),
);
