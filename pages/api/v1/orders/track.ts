import { withApi } from '@/server/http/with-api';
import { clientIp } from '@/server/http/rate-limit/client-ip';
import { trackOrderEndpoint } from '@/lib/contracts/ordering/shipments';
import { trackOrder } from '@/server/ordering/shipments/track-order';

export const config = { api: { bodyParser: false } };

export default withApi(trackOrderEndpoint, ({ body, req }) => trackOrder({ body, ip: clientIp(req) }));
