import { getBrandPictureEndpoint } from '@/lib/contracts/brands/profile';
import { serveBrandPicture } from '@/server/brands/pictures/serve-brand-picture';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getBrandPictureEndpoint, (ctx) => serveBrandPicture({ key: ctx.params.key, res: ctx.res }));
