import { withApi } from '@/server/http/with-api';
import { deliverPackage } from '@/server/shipments/deliver-package';
import { deliverPackageEndpoint } from '@/server/shipments/endpoints';

export const config = { api: { bodyParser: false } };

export default withApi(deliverPackageEndpoint, ({ caller, params, body }) => deliverPackage({ caller, packageId: params.id, body }));
