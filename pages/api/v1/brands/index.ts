import { createBrandApplicationEndpoint } from '@/lib/contracts/brands/applications';
import { createBrandApplication } from '@/server/brands/applications/create-brand-application';
import { withApi } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

// Creation has no brand yet to check membership of: any signed-in person may apply.
export default withApi(createBrandApplicationEndpoint, ({ caller, body }) => createBrandApplication(caller, body));
