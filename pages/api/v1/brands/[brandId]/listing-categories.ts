import { listingCategoriesEndpoint } from '@/lib/contracts/brands/listings';
import { listingVendorOf } from '@/server/brands/listings/listing-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { listListingCategories } from '@/server/catalog/brand-listings/list-listing-categories';

export const config = { api: { bodyParser: false } };

export default withBrandApi(listingCategoriesEndpoint, 'staff', (ctx) => {
  listingVendorOf(ctx.brand);
  return listListingCategories(ctx.language);
});
