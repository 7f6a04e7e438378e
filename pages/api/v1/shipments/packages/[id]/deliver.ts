import { withApi } from '@/server/http/with-api';
import { deliverPackage } from '@/server/ordering/shipments/deliver-package';
import { deliverPackageEndpoint } from '@/lib/contracts/ordering/shipments';

export const config = { api: { bodyParser: false } };

export default withApi(deliverPackageEndpoint, ({ caller, params, body }) => deliverPackage({ caller, packageId: params.id, body }));
