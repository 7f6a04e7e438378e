import { withApi } from '@/server/http/with-api';
import { confirmNewsletterSubscription } from '@/server/newsletter/confirm-newsletter-subscription';
import { confirmNewsletterEndpoint } from '@/server/newsletter/endpoints';
import { clientIp } from '@/server/rate-limit/client-ip';

export const config = { api: { bodyParser: false } };

export default withApi(confirmNewsletterEndpoint, ({ body, req }) => confirmNewsletterSubscription({ token: body.token, ip: clientIp(req) }));
