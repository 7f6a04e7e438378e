import { myRewardsEndpoint } from '@/lib/contracts/programmes/credit-points';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { listMyRewards } from '@/server/programmes/rewards/list-my-rewards';

export const config = { api: { bodyParser: false } };

export default withApi(myRewardsEndpoint, ({ caller }) => listMyRewards(requireCustomerId(caller)));
