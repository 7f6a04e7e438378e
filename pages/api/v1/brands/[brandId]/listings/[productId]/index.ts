import { getListingEndpoint, updateListingEndpoint } from '@/lib/contracts/brands/listings';
import { listingVendorOf } from '@/server/brands/listings/listing-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { getVendorListing } from '@/server/catalog/brand-listings/get-vendor-listing';
import { updateVendorListing } from '@/server/catalog/brand-listings/update-vendor-listing';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withBrandApi(getListingEndpoint, 'staff', (ctx) => getVendorListing({ vendorId: listingVendorOf(ctx.brand), productId: ctx.params.productId })),
  withBrandApi(updateListingEndpoint, 'manager', (ctx) =>
    updateVendorListing({ vendorId: listingVendorOf(ctx.brand), productId: ctx.params.productId, listing: ctx.body, revalidate: apiRouteRevalidator(ctx.res) }),
  ),
);
