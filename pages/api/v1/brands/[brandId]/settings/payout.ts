import { updatePayoutEndpoint } from '@/lib/contracts/brands/settings';
import { setPayout } from '@/server/brands/settings/update-brand-settings';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

export default withBrandApi(updatePayoutEndpoint, 'owner', ({ brand, body }) => setPayout(brand, body));
