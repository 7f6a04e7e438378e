import { paymentSettingEndpoint } from '@/lib/contracts/accounts/customers';
import { getPaymentSetting } from '@/server/accounts/get-payment-setting';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(paymentSettingEndpoint, ({ caller, locale }) => getPaymentSetting(requireCustomerId(caller), locale));
