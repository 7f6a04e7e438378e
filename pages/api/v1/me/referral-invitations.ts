import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { shareReferralEndpoint } from '@/lib/contracts/programmes/referrals';
import { shareReferralByEmail } from '@/server/programmes/referrals/share-referral-by-email';

export const config = { api: { bodyParser: false } };

export default withApi(shareReferralEndpoint, ({ caller, locale, body }) => shareReferralByEmail({ customerId: requireCustomerId(caller), locale, body }));
