import { createListingEndpoint, listListingsEndpoint } from '@/lib/contracts/brands/listings';
import { listingVendorOf } from '@/server/brands/listings/listing-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { createVendorListing } from '@/server/catalog/brand-listings/create-vendor-listing';
import { listVendorListings } from '@/server/catalog/brand-listings/list-vendor-listings';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withBrandApi(listListingsEndpoint, 'staff', (ctx) =>
    listVendorListings({ vendorId: listingVendorOf(ctx.brand), q: ctx.query.q, status: ctx.query.status, page: ctx.query.page, perPage: ctx.query.per_page, language: ctx.language }),
  ),
  withBrandApi(createListingEndpoint, 'manager', (ctx) => createVendorListing({ vendorId: listingVendorOf(ctx.brand), listing: ctx.body })),
);
