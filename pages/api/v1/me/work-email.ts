import { addWorkEmailEndpoint, removeWorkEmailEndpoint, replaceWorkEmailEndpoint } from '@/lib/contracts/programmes/programmes';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { routeMethods, withApi } from '@/server/http/with-api';
import { removeWorkEmail } from '@/server/programmes/workplace/remove-work-email';
import { requestWorkEmail } from '@/server/programmes/workplace/request-work-email';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withApi(addWorkEmailEndpoint, ({ caller, body }) => requestWorkEmail(requireCustomerId(caller), body.email)),
  withApi(replaceWorkEmailEndpoint, ({ caller, body }) => requestWorkEmail(requireCustomerId(caller), body.email)),
  withApi(removeWorkEmailEndpoint, ({ caller }) => removeWorkEmail(requireCustomerId(caller))),
);
