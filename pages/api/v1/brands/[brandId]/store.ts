import { createBrandStoreEndpoint } from '@/lib/contracts/brands/profile';
import { createBrandStore } from '@/server/brands/profile/create-brand-store';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withBrandApi(createBrandStoreEndpoint, 'manager', (ctx) => createBrandStore({ brand: ctx.brand, ...ctx.body, revalidate: apiRouteRevalidator(ctx.res) }));
