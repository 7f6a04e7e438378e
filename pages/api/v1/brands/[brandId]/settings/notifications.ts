import { updateNotificationEmailsEndpoint } from '@/lib/contracts/brands/settings';
import { setNotificationEmails } from '@/server/brands/settings/update-brand-settings';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

export default withBrandApi(updateNotificationEmailsEndpoint, 'manager', ({ brand, body }) => setNotificationEmails(brand, body.emails));
