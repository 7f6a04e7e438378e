import { routeMethods, withApi } from '@/server/http/with-api';
import { listProductReviewsEndpoint, writeReviewEndpoint } from '@/lib/contracts/catalog/reviews';
import { listProductReviews } from '@/server/catalog/reviews/list-product-reviews';
import { assertMayReview } from '@/server/catalog/reviews/assert-may-review';
import { writeReview } from '@/server/catalog/reviews/write-review';
import type { Caller } from '@/server/http/request-context';
import { reviewerFacts } from '@/server/pages/reviewer-facts';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default routeMethods(
  withApi(listProductReviewsEndpoint, ({ params, query }) => listProductReviews({ code: params.code, ...query })),
  withApi(
    writeReviewEndpoint,
    ({ params, body, caller, language }) => writeReview({ code: params.code, ...body, customerId: customerIdOf(caller), language }, reviewerFacts),
    // Pictures make the body megabytes long: who may not review is refused before it is read.
    { beforeBody: ({ params, caller }) => assertMayReview({ code: params.code, customerId: customerIdOf(caller) }, reviewerFacts) },
  ),
);

const customerIdOf = (caller: Caller) => (caller.kind === 'user' ? caller.userId : 0);
