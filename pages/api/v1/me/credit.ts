import { requireCustomerId } from '@/server/accounts/require-customer';
import { myCreditEndpoint } from '@/lib/contracts/ordering/credit';
import { getMyCredit } from '@/server/ordering/credit/get-my-credit';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(myCreditEndpoint, ({ caller }) => getMyCredit(requireCustomerId(caller)));
