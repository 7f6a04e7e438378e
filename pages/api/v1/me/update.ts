import { updateProfileEndpoint } from '@/lib/contracts/accounts/customers';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { updateCustomerProfile } from '@/server/accounts/update-customer-profile';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(updateProfileEndpoint, ({ caller, body }) => updateCustomerProfile(requireCustomerId(caller), body));
