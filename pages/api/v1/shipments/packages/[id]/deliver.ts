import { deliverPackageEndpoint } from '@/lib/contracts/ordering/shipments';
import { shipmentCallerFor } from '@/server/brands/shipments/shipment-caller-for';
import { withApi } from '@/server/http/with-api';
import { deliverPackage } from '@/server/ordering/shipments/deliver-package';

export const config = { api: { bodyParser: false } };

export default withApi(deliverPackageEndpoint, async ({ caller, query, params, body }) =>
  deliverPackage({ who: await shipmentCallerFor(caller, query.brand_id), packageId: params.id, body }),
);
