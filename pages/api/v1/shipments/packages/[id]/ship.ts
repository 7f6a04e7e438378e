import { withApi } from '@/server/http/with-api';
import { shipPackageEndpoint } from '@/lib/contracts/ordering/shipments';
import { shipPackage } from '@/server/ordering/shipments/ship-package';

export const config = { api: { bodyParser: false } };

export default withApi(shipPackageEndpoint, ({ caller, params, body }) => shipPackage({ caller, packageId: params.id, body }));
