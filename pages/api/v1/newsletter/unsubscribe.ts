import { withApi } from '@/server/http/with-api';
import { unsubscribeFromNewsletterEndpoint } from '@/server/newsletter/endpoints';
import { unsubscribeFromNewsletter } from '@/server/newsletter/unsubscribe-from-newsletter';
import { clientIp } from '@/server/rate-limit/client-ip';

export const config = { api: { bodyParser: false } };

export default withApi(unsubscribeFromNewsletterEndpoint, ({ body, req }) => unsubscribeFromNewsletter({ token: body.token, ip: clientIp(req) }));
