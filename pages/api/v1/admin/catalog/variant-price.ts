import { updateVariantPriceEndpoint } from '@/lib/contracts/catalog/revalidation';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { updateVariantPrice } from '@/server/catalog/revalidation/update-variant-price';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(updateVariantPriceEndpoint, (ctx) => updateVariantPrice({ ...ctx.body, revalidate: apiRouteRevalidator(ctx.res) }));
