import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { moderateReviewEndpoint } from '@/lib/contracts/catalog/reviews';
import { moderateReview } from '@/server/catalog/reviews/moderate-review';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withOperatorApi(moderateReviewEndpoint, ({ params, body, res }) =>
  moderateReview({ reviewId: params.id, status: body.status, revalidate: apiRouteRevalidator(res) }),
);
