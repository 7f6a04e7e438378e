import { productPictureEndpoint } from '@/lib/contracts/catalog/admin-products';
import { serveListingPicture } from '@/server/catalog/brand-listings/serve-listing-picture';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(productPictureEndpoint, (ctx) => serveListingPicture({ file: ctx.params.file, res: ctx.res }));
