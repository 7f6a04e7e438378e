import { withApi } from '@/server/http/with-api';
import { myProductReviewEndpoint } from '@/lib/contracts/catalog/reviews';
import { getMyProductReview } from '@/server/catalog/reviews/get-my-product-review';
import { reviewerFacts } from '@/server/pages/reviewer-facts';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(myProductReviewEndpoint, ({ params, caller }) =>
  getMyProductReview({ code: params.code, customerId: caller.kind === 'user' ? caller.userId : 0 }, reviewerFacts),
);
