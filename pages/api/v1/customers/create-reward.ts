import { createRewardEndpoint } from '@/lib/contracts/programmes/credit-points';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { claimReward } from '@/server/programmes/rewards/claim-reward';

export const config = { api: { bodyParser: false } };

export default withApi(createRewardEndpoint, ({ caller, body }) => claimReward(requireCustomerId(caller), body));
