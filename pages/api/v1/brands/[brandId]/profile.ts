import { getBrandProfileEndpoint, updateBrandProfileEndpoint } from '@/lib/contracts/brands/profile';
import { getBrandProfile } from '@/server/brands/profile/get-brand-profile';
import { updateBrandProfile } from '@/server/brands/profile/update-brand-profile';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withBrandApi(getBrandProfileEndpoint, 'staff', (ctx) => getBrandProfile(ctx.brand)),
  withBrandApi(updateBrandProfileEndpoint, 'manager', (ctx) => updateBrandProfile({ brand: ctx.brand, ...ctx.body, revalidate: apiRouteRevalidator(ctx.res) })),
);
