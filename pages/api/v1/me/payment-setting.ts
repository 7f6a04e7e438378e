import { paymentSettingEndpoint } from '@/lib/contracts/accounts/customers';
import { getPaymentSetting } from '@/server/accounts/get-payment-setting';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { listMySavedCards } from '@/server/ordering/orders/list-my-saved-cards';

export const config = { api: { bodyParser: false } };

export default withApi(paymentSettingEndpoint, async ({ caller, locale }) => {
  const customerId = requireCustomerId(caller);
  const { items } = await listMySavedCards(customerId);
  return getPaymentSetting(customerId, locale, items);
});
