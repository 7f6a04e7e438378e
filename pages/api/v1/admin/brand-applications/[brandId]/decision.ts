import { decideBrandApplicationEndpoint } from '@/lib/contracts/brands/admin-applications';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { decideBrandApplication } from '@/server/brands/applications/decide-brand-application';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withOperatorApi(decideBrandApplicationEndpoint, ({ caller, params, body }) => decideBrandApplication(caller, params.brandId, body));
