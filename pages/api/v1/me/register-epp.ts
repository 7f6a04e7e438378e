import { registerEppEndpoint } from '@/lib/contracts/programmes/programmes';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { clientIp } from '@/server/http/rate-limit/client-ip';
import { withApi } from '@/server/http/with-api';
import { registerEpp } from '@/server/programmes/workplace/register-epp';

export const config = { api: { bodyParser: false } };

export default withApi(registerEppEndpoint, ({ caller, body, req, locale }) => registerEpp(requireCustomerId(caller), body, { ip: clientIp(req), locale }));
