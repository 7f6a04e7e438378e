import { profileEndpoint } from '@/lib/contracts/accounts/customers';
import { getCustomerProfile } from '@/server/accounts/get-customer-profile';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(profileEndpoint, ({ caller, query }) => getCustomerProfile(requireCustomerId(caller), query));
