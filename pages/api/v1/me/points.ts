import { myPointsEndpoint } from '@/lib/contracts/programmes/credit-points';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { getMyPoints } from '@/server/programmes/points/get-my-points';

export const config = { api: { bodyParser: false } };

export default withApi(myPointsEndpoint, ({ caller, query }) => getMyPoints(requireCustomerId(caller), query));
