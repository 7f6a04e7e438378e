import { verifyWorkEmailEndpoint } from '@/lib/contracts/programmes/programmes';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { verifyWorkEmail } from '@/server/programmes/workplace/verify-work-email';

export const config = { api: { bodyParser: false } };

export default withApi(verifyWorkEmailEndpoint, ({ caller, body }) => verifyWorkEmail(requireCustomerId(caller), body.code));
