import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { listReviewsForModerationEndpoint } from '@/lib/contracts/catalog/reviews';
import { listReviewsForModeration } from '@/server/catalog/reviews/list-reviews-for-moderation';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withOperatorApi(listReviewsForModerationEndpoint, ({ query }) => listReviewsForModeration(query));
