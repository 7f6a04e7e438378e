import { listBrandApplicationsEndpoint } from '@/lib/contracts/brands/admin-applications';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { listBrandApplications } from '@/server/brands/applications/list-brand-applications';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withOperatorApi(listBrandApplicationsEndpoint, ({ query }) => listBrandApplications(query));
