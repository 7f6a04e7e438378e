import { listCategoriesEndpoint } from '@/lib/contracts/catalog/listing';
import { listCategories } from '@/server/catalog/listing/list-categories';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(listCategoriesEndpoint, (ctx) => listCategories({ locale: ctx.locale }));
