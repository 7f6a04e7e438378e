import { signOutEndpoint } from '@/lib/contracts/accounts/customers';
import { guestCartIdOf } from '@/server/accounts/guest-cart-id';
import { readCookie } from '@/server/accounts/request-cookies';
import { appendSetCookies, clearedSessionCookies } from '@/server/accounts/session-cookies';
import { signOutCustomer } from '@/server/accounts/sign-out-customer';
import { withApi } from '@/server/http/with-api';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';

export const config = { api: { bodyParser: false } };

export default withApi(signOutEndpoint, async ({ body, req, res }) => {
  const answer = await signOutCustomer({
    refreshToken: body.refresh_token ?? readCookie(req, COOKIE_KEYS.REFRESH_TOKEN),
    guestCartId: guestCartIdOf(req),
  });
  appendSetCookies(res, clearedSessionCookies());
  return answer;
});
