import { withApi } from '@/server/http/with-api';
import { subscribeToNewsletterEndpoint } from '@/lib/contracts/notifications/newsletter';
import { subscribeToNewsletter } from '@/server/notifications/newsletter/subscribe-to-newsletter';
import { clientIp } from '@/server/http/rate-limit/client-ip';

export const config = { api: { bodyParser: false } };

export default withApi(subscribeToNewsletterEndpoint, ({ body, locale, req }) =>
  subscribeToNewsletter({ email: body.email, locale: body.locale ?? locale, ip: clientIp(req) }),
);
