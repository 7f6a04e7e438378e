import { relatedProductsEndpoint } from '@/lib/contracts/catalog/product-detail';
import { listRelatedProducts } from '@/server/catalog/product-detail/list-related-products';
import { withApi } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(relatedProductsEndpoint, ({ params, locale, res }) => {
  res.setHeader('Vary', 'location');
  return listRelatedProducts({ code: params.code, locale });
});
