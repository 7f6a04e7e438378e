import { myProgrammesEndpoint } from '@/lib/contracts/programmes/programmes';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { getMyProgrammes } from '@/server/programmes/shared/get-my-programmes';

export const config = { api: { bodyParser: false } };

export default withApi(myProgrammesEndpoint, ({ caller }) => getMyProgrammes(requireCustomerId(caller)));
