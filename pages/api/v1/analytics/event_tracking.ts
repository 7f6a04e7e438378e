import { eventTrackingEndpoint } from '@/lib/contracts/analytics/event-tracking';
import { collectEvents } from '@/server/analytics/collector/collect-events';
import { requireWriteKey } from '@/server/analytics/collector/require-write-key';
import { clientIp } from '@/server/http/rate-limit/client-ip';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(
  eventTrackingEndpoint,
  (ctx) => {
    const userAgent = ctx.req.headers['user-agent'];
    return collectEvents(ctx.body, { ip: clientIp(ctx.req), userAgent: typeof userAgent === 'string' ? userAgent : null, receivedAt: new Date() });
  },
  { beforeBody: async (ctx) => requireWriteKey(ctx.req.headers.authorization) },
);
