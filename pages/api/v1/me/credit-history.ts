import { requireCustomerId } from '@/server/accounts/require-customer';
import { myCreditHistoryEndpoint } from '@/lib/contracts/ordering/credit';
import { listCreditHistory } from '@/server/ordering/credit/list-credit-history';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(myCreditHistoryEndpoint, ({ caller, query }) => listCreditHistory(requireCustomerId(caller), query));
