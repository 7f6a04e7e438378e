import { withApi } from '@/server/http/with-api';
import { searchInputFromApiQuery } from '@/server/catalog/search/api-search-input';
import { searchProductsEndpoint } from '@/lib/contracts/catalog/search';
import { searchProducts } from '@/server/catalog/search/search-products';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(searchProductsEndpoint, (ctx) => {
  // The answer depends on the locale header as well as the URL.
  ctx.res.setHeader('Vary', 'location');
  return searchProducts(searchInputFromApiQuery(ctx.query, ctx.locale));
});
