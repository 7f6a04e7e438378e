import { productDetailEndpoint } from '@/lib/contracts/catalog/product-detail';
import { getProductDetail } from '@/server/catalog/product-detail/get-product-detail';
import { withApi } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(productDetailEndpoint, ({ params, locale, res }) => {
  res.setHeader('Vary', 'location');
  return getProductDetail({ code: params.code, locale });
});
