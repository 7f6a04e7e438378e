import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { referralHistoryEndpoint } from '@/lib/contracts/programmes/referrals';
import { listReferralHistory } from '@/server/programmes/referrals/list-referral-history';

export const config = { api: { bodyParser: false } };

export default withApi(referralHistoryEndpoint, ({ caller, query }) => listReferralHistory(requireCustomerId(caller), query));
