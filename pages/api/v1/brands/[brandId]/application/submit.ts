import { submitBrandApplicationEndpoint } from '@/lib/contracts/brands/applications';
import { submitBrandApplication } from '@/server/brands/applications/submit-brand-application';
import { withBrandApi } from '@/server/brands/with-brand-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withBrandApi(submitBrandApplicationEndpoint, 'owner', ({ brand }) => submitBrandApplication(brand));
