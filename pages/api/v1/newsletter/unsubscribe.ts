import { withApi } from '@/server/http/with-api';
import { unsubscribeFromNewsletterEndpoint } from '@/lib/contracts/notifications/newsletter';
import { unsubscribeFromNewsletter } from '@/server/notifications/newsletter/unsubscribe-from-newsletter';
import { clientIp } from '@/server/http/rate-limit/client-ip';

export const config = { api: { bodyParser: false } };

export default withApi(unsubscribeFromNewsletterEndpoint, ({ body, req }) => unsubscribeFromNewsletter({ token: body.token, ip: clientIp(req) }));
