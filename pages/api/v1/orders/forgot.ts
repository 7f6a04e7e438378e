import { withApi } from '@/server/http/with-api';
import { clientIp } from '@/server/http/rate-limit/client-ip';
import { forgotOrderNumberEndpoint } from '@/lib/contracts/ordering/shipments';
import { forgotOrderNumber } from '@/server/ordering/shipments/forgot-order-number';

export const config = { api: { bodyParser: false } };

export default withApi(forgotOrderNumberEndpoint, ({ body, req, locale }) => forgotOrderNumber({ body, ip: clientIp(req), locale }));
