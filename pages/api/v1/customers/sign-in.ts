import { signInEndpoint } from '@/lib/contracts/accounts/customers';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { guestCartIdOf } from '@/server/accounts/guest-cart-id';
import { readCookie } from '@/server/accounts/request-cookies';
import { appendSetCookies, clearedSessionCookies, deliverSession } from '@/server/accounts/session-cookies';
import { signInCustomer } from '@/server/accounts/sign-in-customer';
import { isAppError } from '@/server/http/app-error';
import { withApi } from '@/server/http/with-api';
import { clientIp } from '@/server/http/rate-limit/client-ip';

export const config = { api: { bodyParser: false } };

export default withApi(signInEndpoint, async ({ body, query, language, req, res }) => {
  const refreshCookie = body.grant_type === 'refresh_token' && !body.refresh_token ? readCookie(req, COOKIE_KEYS.REFRESH_TOKEN) : undefined;
  try {
    const signedIn = await signInCustomer({ body, query, language, ip: clientIp(req), guestCartId: guestCartIdOf(req), refreshCookie });
    return deliverSession(res, signedIn, { tokenInBody: body.grant_type === 'refresh_token' && Boolean(body.refresh_token) });
  } catch (error) {
    // A refresh the server refused ends the browser's session: its cookies go with it.
    if (body.grant_type === 'refresh_token' && !body.refresh_token && isAppError(error) && error.code === 'UNAUTHORIZED') appendSetCookies(res, clearedSessionCookies());
    throw error;
  }
});
