import { decideAdminProductEndpoint } from '@/lib/contracts/catalog/admin-products';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { mailListingDecision } from '@/server/brands/listings/mail-listing-decision';
import { decideVendorListing } from '@/server/catalog/brand-listings/decide-vendor-listing';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

/* Catalog decides; brands tells its people (catalog never imports brands). */
export default withOperatorApi(decideAdminProductEndpoint, async ({ params, body, language, res }) => {
  const decided = await decideVendorListing({ productId: params.productId, decision: body, language, revalidate: apiRouteRevalidator(res) });
  await mailListingDecision(decided);
  return decided;
});
