import { updateBrandPoliciesEndpoint } from '@/lib/contracts/brands/profile';
import { updateBrandPolicies } from '@/server/brands/profile/update-brand-policies';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withBrandApi(updateBrandPoliciesEndpoint, 'manager', (ctx) => updateBrandPolicies({ brand: ctx.brand, policies: ctx.body, revalidate: apiRouteRevalidator(ctx.res) }));
