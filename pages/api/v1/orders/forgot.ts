import { withApi } from '@/server/http/with-api';
import { clientIp } from '@/server/rate-limit/client-ip';
import { forgotOrderNumberEndpoint } from '@/server/shipments/endpoints';
import { forgotOrderNumber } from '@/server/shipments/forgot-order-number';

export const config = { api: { bodyParser: false } };

export default withApi(forgotOrderNumberEndpoint, ({ body, req, locale }) => forgotOrderNumber({ body, ip: clientIp(req), locale }));
