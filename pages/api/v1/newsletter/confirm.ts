import { withApi } from '@/server/http/with-api';
import { confirmNewsletterSubscription } from '@/server/notifications/newsletter/confirm-newsletter-subscription';
import { confirmNewsletterEndpoint } from '@/lib/contracts/notifications/newsletter';
import { clientIp } from '@/server/http/rate-limit/client-ip';

export const config = { api: { bodyParser: false } };

export default withApi(confirmNewsletterEndpoint, ({ body, req }) => confirmNewsletterSubscription({ token: body.token, ip: clientIp(req) }));
