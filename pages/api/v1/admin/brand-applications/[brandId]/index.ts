import { getAdminBrandApplicationEndpoint } from '@/lib/contracts/brands/admin-applications';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { loadAdminApplicationView } from '@/server/brands/applications/load-application-view';
import { getDb } from '@/server/db/client';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withOperatorApi(getAdminBrandApplicationEndpoint, ({ params }) => loadAdminApplicationView(getDb(), params.brandId));
