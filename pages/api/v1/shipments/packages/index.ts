import { createPackageEndpoint } from '@/lib/contracts/ordering/shipments';
import { shipmentCallerFor } from '@/server/brands/shipments/shipment-caller-for';
import { withApi } from '@/server/http/with-api';
import { createPackage } from '@/server/ordering/shipments/create-package';

export const config = { api: { bodyParser: false } };

export default withApi(createPackageEndpoint, async ({ caller, query, body }) => createPackage({ who: await shipmentCallerFor(caller, query.brand_id), body }));
