import { deleteBrandBannerEndpoint, getBrandBannerEndpoint, updateBrandBannerEndpoint } from '@/lib/contracts/brands/banners';
import { getBrandBanner } from '@/server/brands/banners/list-brand-banners';
import { deleteBrandBanner, updateBrandBanner } from '@/server/brands/banners/save-brand-banner';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withBrandApi(getBrandBannerEndpoint, 'staff', ({ brand, params }) => getBrandBanner(brand, params.bannerId)),
  withBrandApi(updateBrandBannerEndpoint, 'manager', ({ brand, params, body, res }) =>
    updateBrandBanner({
      brand,
      bannerId: params.bannerId,
      placement: body.placement,
      categorySlug: body.category_slug,
      link: body.link,
      altText: body.alt_text,
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      picture: body.picture ? { contentType: body.picture.content_type, dataBase64: body.picture.data_base64 } : null,
      revalidate: apiRouteRevalidator(res),
    }),
  ),
  withBrandApi(deleteBrandBannerEndpoint, 'manager', ({ brand, params, res }) => deleteBrandBanner({ brand, bannerId: params.bannerId, revalidate: apiRouteRevalidator(res) })),
);
