import { unpublishListingEndpoint } from '@/lib/contracts/brands/listings';
import { listingVendorOf } from '@/server/brands/listings/listing-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { unpublishVendorListing } from '@/server/catalog/brand-listings/unpublish-vendor-listing';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withBrandApi(unpublishListingEndpoint, 'manager', (ctx) => unpublishVendorListing({ vendorId: listingVendorOf(ctx.brand), productId: ctx.params.productId, revalidate: apiRouteRevalidator(ctx.res) }));
