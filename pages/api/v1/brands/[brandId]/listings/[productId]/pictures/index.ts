import { arrangeListingPicturesEndpoint, uploadListingPictureEndpoint } from '@/lib/contracts/brands/listings';
import { listingVendorOf } from '@/server/brands/listings/listing-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { arrangeListingPictures } from '@/server/catalog/brand-listings/arrange-listing-pictures';
import { uploadListingPicture } from '@/server/catalog/brand-listings/upload-listing-picture';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withBrandApi(uploadListingPictureEndpoint, 'manager', (ctx) =>
    uploadListingPicture({
      vendorId: listingVendorOf(ctx.brand),
      productId: ctx.params.productId,
      contentType: ctx.body.content_type,
      dataBase64: ctx.body.data_base64,
      alt: ctx.body.alt,
      revalidate: apiRouteRevalidator(ctx.res),
    }),
  ),
  withBrandApi(arrangeListingPicturesEndpoint, 'manager', (ctx) =>
    arrangeListingPictures({ vendorId: listingVendorOf(ctx.brand), productId: ctx.params.productId, pictures: ctx.body.pictures, revalidate: apiRouteRevalidator(ctx.res) }),
  ),
);
