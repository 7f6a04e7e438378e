import { withApi } from '@/server/http/with-api';
import { createPackage } from '@/server/ordering/shipments/create-package';
import { createPackageEndpoint } from '@/lib/contracts/ordering/shipments';

export const config = { api: { bodyParser: false } };

export default withApi(createPackageEndpoint, ({ caller, body }) => createPackage({ caller, body }));
