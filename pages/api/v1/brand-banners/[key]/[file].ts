import { getBannerPictureEndpoint } from '@/lib/contracts/brands/banners';
import { serveBannerPicture } from '@/server/brands/banners/serve-banner-picture';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getBannerPictureEndpoint, (ctx) => serveBannerPicture({ key: ctx.params.key, file: ctx.params.file, res: ctx.res }));
