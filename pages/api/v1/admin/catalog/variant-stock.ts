import { updateVariantStockEndpoint } from '@/lib/contracts/catalog/revalidation';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { updateVariantStock } from '@/server/catalog/revalidation/update-variant-stock';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(updateVariantStockEndpoint, (ctx) => updateVariantStock({ ...ctx.body, revalidate: apiRouteRevalidator(ctx.res) }));
