import { getBrandApplicationEndpoint, updateBrandApplicationEndpoint } from '@/lib/contracts/brands/applications';
import { loadApplicationView } from '@/server/brands/applications/load-application-view';
import { updateBrandApplication } from '@/server/brands/applications/update-brand-application';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { getDb } from '@/server/db/client';
import { routeMethods } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default routeMethods(
  withBrandApi(getBrandApplicationEndpoint, 'staff', ({ brand }) => loadApplicationView(getDb(), brand.brandId)),
  withBrandApi(updateBrandApplicationEndpoint, 'manager', ({ brand, body }) => updateBrandApplication(brand, body)),
);
