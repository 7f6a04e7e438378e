import { publishListingEndpoint } from '@/lib/contracts/brands/listings';
import { listingVendorOf } from '@/server/brands/listings/listing-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { publishVendorListing } from '@/server/catalog/brand-listings/publish-vendor-listing';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withBrandApi(publishListingEndpoint, 'manager', (ctx) => publishVendorListing({ vendorId: listingVendorOf(ctx.brand), productId: ctx.params.productId, revalidate: apiRouteRevalidator(ctx.res) }));
