import { uploadBrandPictureEndpoint } from '@/lib/contracts/brands/profile';
import { uploadBrandPicture } from '@/server/brands/pictures/upload-brand-picture';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withBrandApi(uploadBrandPictureEndpoint, 'manager', (ctx) =>
  uploadBrandPicture({ brand: ctx.brand, kind: ctx.body.kind, contentType: ctx.body.content_type, dataBase64: ctx.body.data_base64, revalidate: apiRouteRevalidator(ctx.res) }),
);
