import { withApi } from '@/server/http/with-api';
import { shipPackageEndpoint } from '@/server/shipments/endpoints';
import { shipPackage } from '@/server/shipments/ship-package';

export const config = { api: { bodyParser: false } };

export default withApi(shipPackageEndpoint, ({ caller, params, body }) => shipPackage({ caller, packageId: params.id, body }));
