import { listCategoriesEndpoint } from '@/server/catalog/listing/endpoints';
import { listCategories } from '@/server/catalog/listing/list-categories';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(listCategoriesEndpoint, (ctx) => listCategories({ locale: ctx.locale }));
