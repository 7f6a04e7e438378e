import { getVendorEndpoint } from '@/lib/contracts/catalog/listing';
import { getVendor } from '@/server/catalog/listing/get-vendor';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getVendorEndpoint, (ctx) => getVendor({ locale: ctx.locale, slug: ctx.params.slug }));
