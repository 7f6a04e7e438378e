import { withApi } from '@/server/http/with-api';
import { addShipmentEvent } from '@/server/ordering/shipments/add-shipment-event';
import { addShipmentEventEndpoint } from '@/lib/contracts/ordering/shipments';

export const config = { api: { bodyParser: false } };

export default withApi(addShipmentEventEndpoint, ({ caller, params, body }) => addShipmentEvent({ caller, packageId: params.id, body }));
