import { verifyEmailChangeEndpoint } from '@/lib/contracts/accounts/customers';
import { confirmEmailChange } from '@/server/accounts/confirm-email-change';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(verifyEmailChangeEndpoint, ({ caller, body }) => confirmEmailChange(requireCustomerId(caller), body.code));
