import { decideEmployerApplicationEndpoint } from '@/lib/contracts/programmes/programmes';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { decideEmployerApplication } from '@/server/programmes/workplace/decide-employer-application';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(decideEmployerApplicationEndpoint, ({ params, body }) => decideEmployerApplication(params.applicationId, body));
