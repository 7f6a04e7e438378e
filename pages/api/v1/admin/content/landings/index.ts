import { listLandingPagesEndpoint } from '@/lib/contracts/content/landings';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { listLandingPages } from '@/server/content/landings/list-landing-pages';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(listLandingPagesEndpoint, async () => ({ pages: await listLandingPages() }));
