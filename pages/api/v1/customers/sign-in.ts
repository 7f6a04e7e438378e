import { signInEndpoint } from '@/lib/contracts/accounts/customers';
import { guestCartIdOf } from '@/server/accounts/guest-cart-id';
import { signInCustomer } from '@/server/accounts/sign-in-customer';
import { withApi } from '@/server/http/with-api';
import { clientIp } from '@/server/http/rate-limit/client-ip';

export const config = { api: { bodyParser: false } };

export default withApi(signInEndpoint, ({ body, query, language, req }) =>
  signInCustomer({ body, query, language, ip: clientIp(req), guestCartId: guestCartIdOf(req) }),
);
