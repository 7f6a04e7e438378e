import { routeMethods, withApi } from '@/server/http/with-api';
import { listProductReviewsEndpoint, writeReviewEndpoint } from '@/lib/contracts/catalog/reviews';
import { listProductReviews } from '@/server/catalog/reviews/list-product-reviews';
import { writeReview } from '@/server/catalog/reviews/write-review';
import { reviewerFacts } from '@/server/pages/reviewer-facts';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default routeMethods(
  withApi(listProductReviewsEndpoint, ({ params, query }) => listProductReviews({ code: params.code, ...query })),
  withApi(writeReviewEndpoint, ({ params, body, caller, language }) =>
    writeReview({ code: params.code, ...body, customerId: caller.kind === 'user' ? caller.userId : 0, language }, reviewerFacts),
  ),
);
