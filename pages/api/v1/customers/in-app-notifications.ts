import { inAppNotificationsEndpoint } from '@/lib/contracts/accounts/customers';
import { listInAppNotifications } from '@/server/accounts/list-in-app-notifications';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(inAppNotificationsEndpoint, ({ caller }) => listInAppNotifications(requireCustomerId(caller)));
