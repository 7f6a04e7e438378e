import { verifyEmailChangeEndpoint } from '@/lib/contracts/accounts/customers';
import { confirmEmailChange } from '@/server/accounts/confirm-email-change';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { deliverSession } from '@/server/accounts/session-cookies';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(verifyEmailChangeEndpoint, async ({ caller, body, res }) =>
  deliverSession(res, await confirmEmailChange(requireCustomerId(caller), body.code), { tokenInBody: false }),
);
