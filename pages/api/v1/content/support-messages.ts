import { withApi } from '@/server/http/with-api';
import { sendSupportMessageEndpoint } from '@/lib/contracts/content/content';
import { clientIp } from '@/server/http/rate-limit/client-ip';
import { sendSupportMessage } from '@/server/content/send-support-message';

export const config = { api: { bodyParser: false } };

export default withApi(sendSupportMessageEndpoint, ({ body, locale, req, caller, setStatus }) => {
  setStatus(201);
  return sendSupportMessage({ message: body, locale, ip: clientIp(req), customerId: caller.kind === 'user' ? caller.userId : null });
});
