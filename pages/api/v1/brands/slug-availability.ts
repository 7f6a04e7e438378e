import { slugAvailabilityEndpoint } from '@/lib/contracts/brands/profile';
import { checkSlugAvailability } from '@/server/brands/profile/check-slug-availability';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(slugAvailabilityEndpoint, (ctx) => checkSlugAvailability(ctx.query.slug));
