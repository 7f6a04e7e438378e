import { listEmployerApplicationsEndpoint } from '@/lib/contracts/programmes/programmes';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { listEmployerApplications } from '@/server/programmes/workplace/list-employer-applications';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(listEmployerApplicationsEndpoint, ({ query }) => listEmployerApplications(query.status));
