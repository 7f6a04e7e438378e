import { sendLoginVerificationEndpoint } from '@/lib/contracts/accounts/customers';
import { sendLoginVerification } from '@/server/accounts/send-login-verification';
import { withApi } from '@/server/http/with-api';
import { clientIp } from '@/server/http/rate-limit/client-ip';

export const config = { api: { bodyParser: false } };

export default withApi(sendLoginVerificationEndpoint, ({ body, locale, req }) =>
  sendLoginVerification({ email: body.email, locale: body.locale ?? locale, ip: clientIp(req) }),
);
