import { exchangeCreditToPointEndpoint } from '@/lib/contracts/programmes/credit-points';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { exchangeCreditToPoints } from '@/server/programmes/points/exchange-credit-to-points';

export const config = { api: { bodyParser: false } };

export default withApi(exchangeCreditToPointEndpoint, ({ caller, body }) => exchangeCreditToPoints(requireCustomerId(caller), body));
