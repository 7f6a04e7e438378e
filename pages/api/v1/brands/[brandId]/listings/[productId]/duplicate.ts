import { duplicateListingEndpoint } from '@/lib/contracts/brands/listings';
import { listingVendorOf } from '@/server/brands/listings/listing-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { duplicateVendorListing } from '@/server/catalog/brand-listings/duplicate-vendor-listing';

export const config = { api: { bodyParser: false } };

export default withBrandApi(duplicateListingEndpoint, 'manager', (ctx) => duplicateVendorListing({ vendorId: listingVendorOf(ctx.brand), productId: ctx.params.productId }));
