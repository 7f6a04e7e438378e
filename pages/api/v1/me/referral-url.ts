import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { referralUrlEndpoint } from '@/lib/contracts/programmes/referrals';
import { getReferralUrl } from '@/server/programmes/referrals/get-referral-url';

export const config = { api: { bodyParser: false } };

export default withApi(referralUrlEndpoint, ({ caller, locale }) => getReferralUrl(requireCustomerId(caller), locale));
