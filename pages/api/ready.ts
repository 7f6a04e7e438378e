import { readinessEndpoint } from '@/lib/contracts/http/platform';
import { checkReadiness } from '@/server/http/health/check-readiness';
import { withApi } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(readinessEndpoint, () => checkReadiness());
