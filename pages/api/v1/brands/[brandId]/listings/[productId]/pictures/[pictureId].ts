import { removeListingPictureEndpoint } from '@/lib/contracts/brands/listings';
import { listingVendorOf } from '@/server/brands/listings/listing-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { removeListingPicture } from '@/server/catalog/brand-listings/remove-listing-picture';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withBrandApi(removeListingPictureEndpoint, 'manager', (ctx) =>
  removeListingPicture({ vendorId: listingVendorOf(ctx.brand), productId: ctx.params.productId, pictureId: ctx.params.pictureId, revalidate: apiRouteRevalidator(ctx.res) }),
);
