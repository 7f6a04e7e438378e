import { removeBrandPictureEndpoint } from '@/lib/contracts/brands/profile';
import { removeBrandPicture } from '@/server/brands/pictures/remove-brand-picture';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withBrandApi(removeBrandPictureEndpoint, 'manager', (ctx) => removeBrandPicture({ brand: ctx.brand, kind: ctx.params.kind, revalidate: apiRouteRevalidator(ctx.res) }));
