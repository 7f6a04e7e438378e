import { changeBrandSlugEndpoint } from '@/lib/contracts/brands/profile';
import { changeBrandSlug } from '@/server/brands/profile/change-brand-slug';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withBrandApi(changeBrandSlugEndpoint, 'owner', (ctx) => changeBrandSlug({ brand: ctx.brand, slug: ctx.body.slug, revalidate: apiRouteRevalidator(ctx.res) }));
