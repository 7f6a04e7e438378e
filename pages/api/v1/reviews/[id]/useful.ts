import { withApi } from '@/server/http/with-api';
import { voteReviewUsefulEndpoint } from '@/lib/contracts/catalog/reviews';
import { voteReviewUseful } from '@/server/catalog/reviews/vote-review-useful';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(voteReviewUsefulEndpoint, ({ params, caller }) =>
  voteReviewUseful({ reviewId: params.id, customerId: caller.kind === 'user' ? caller.userId : 0 }),
);
