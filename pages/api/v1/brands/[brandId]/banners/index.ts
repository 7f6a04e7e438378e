import { createBrandBannerEndpoint, listBrandBannersEndpoint } from '@/lib/contracts/brands/banners';
import { listBrandBanners } from '@/server/brands/banners/list-brand-banners';
import { createBrandBanner } from '@/server/brands/banners/save-brand-banner';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withBrandApi(listBrandBannersEndpoint, 'staff', (ctx) => listBrandBanners(ctx.brand)),
  withBrandApi(createBrandBannerEndpoint, 'manager', ({ brand, body, res }) =>
    createBrandBanner({
      brand,
      placement: body.placement,
      categorySlug: body.category_slug,
      link: body.link,
      altText: body.alt_text,
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      picture: { contentType: body.picture.content_type, dataBase64: body.picture.data_base64 },
      revalidate: apiRouteRevalidator(res),
    }),
  ),
);
