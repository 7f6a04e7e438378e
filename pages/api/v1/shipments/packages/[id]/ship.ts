import { shipPackageEndpoint } from '@/lib/contracts/ordering/shipments';
import { shipmentCallerFor } from '@/server/brands/shipments/shipment-caller-for';
import { withApi } from '@/server/http/with-api';
import { shipPackage } from '@/server/ordering/shipments/ship-package';

export const config = { api: { bodyParser: false } };

export default withApi(shipPackageEndpoint, async ({ caller, query, params, body }) =>
  shipPackage({ who: await shipmentCallerFor(caller, query.brand_id), packageId: params.id, body }),
);
