import { addShipmentEventEndpoint } from '@/lib/contracts/ordering/shipments';
import { shipmentCallerFor } from '@/server/brands/shipments/shipment-caller-for';
import { withApi } from '@/server/http/with-api';
import { addShipmentEvent } from '@/server/ordering/shipments/add-shipment-event';

export const config = { api: { bodyParser: false } };

export default withApi(addShipmentEventEndpoint, async ({ caller, query, params, body }) =>
  addShipmentEvent({ who: await shipmentCallerFor(caller, query.brand_id), packageId: params.id, body }),
);
