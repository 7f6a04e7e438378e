import { listingInputFromApiQuery } from '@/server/catalog/listing/api-listing-input';
import { listProductsEndpoint } from '@/lib/contracts/catalog/listing';
import { listProducts } from '@/server/catalog/listing/list-products';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(listProductsEndpoint, (ctx) => listProducts({ locale: ctx.locale, ...listingInputFromApiQuery(ctx.query) }));
