import { applyAsEmployerEndpoint } from '@/lib/contracts/programmes/programmes';
import { clientIp } from '@/server/http/rate-limit/client-ip';
import { withApi } from '@/server/http/with-api';
import { applyAsEmployer } from '@/server/programmes/workplace/apply-as-employer';

export const config = { api: { bodyParser: false } };

export default withApi(applyAsEmployerEndpoint, ({ body, req }) => applyAsEmployer(body, { ip: clientIp(req) }));
