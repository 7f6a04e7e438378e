import { updateVariantPriceEndpoint } from '@/lib/contracts/catalog/revalidation';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { updateVariantPrice } from '@/server/catalog/revalidation/update-variant-price';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(updateVariantPriceEndpoint, (ctx) => updateVariantPrice({ ...ctx.body, revalidate: apiRouteRevalidator(ctx.res) }));
