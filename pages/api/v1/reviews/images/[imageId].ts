import { withApi } from '@/server/http/with-api';
import { reviewImageEndpoint } from '@/lib/contracts/catalog/reviews';
import { serveReviewImage } from '@/server/catalog/reviews/serve-review-image';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(reviewImageEndpoint, ({ params, query, res }) => serveReviewImage({ imageId: params.imageId, size: query.size, res }));
