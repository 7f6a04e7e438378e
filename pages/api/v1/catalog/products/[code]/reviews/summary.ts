import { withApi } from '@/server/http/with-api';
import { productRatingSummaryEndpoint } from '@/lib/contracts/catalog/reviews';
import { getRatingSummary } from '@/server/catalog/reviews/get-rating-summary';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(productRatingSummaryEndpoint, ({ params }) => getRatingSummary({ code: params.code }));
