import { filtersFromApiQuery } from '@/server/catalog/listing/api-listing-input';
import { getCategoryEndpoint } from '@/lib/contracts/catalog/listing';
import { getCategoryDetail } from '@/server/catalog/listing/get-category-detail';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getCategoryEndpoint, (ctx) =>
  getCategoryDetail({ locale: ctx.locale, slug: ctx.params.slug, filters: filtersFromApiQuery(ctx.query) }),
);
