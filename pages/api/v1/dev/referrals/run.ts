import { withApi } from '@/server/http/with-api';
import { requireDevTools } from '@/server/accounts/operators/dev-tools-access';
import { devRunReferralsEndpoint } from '@/lib/contracts/programmes/referrals';
import { rewardDueReferrals } from '@/server/programmes/referrals/reward-due-referrals';

export const config = { api: { bodyParser: false } };

export default withApi(devRunReferralsEndpoint, async ({ req, body }) => {
  await requireDevTools(req);
  return rewardDueReferrals(body.now ? { now: new Date(body.now) } : {});
});
