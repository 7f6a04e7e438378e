import { checkHealth } from '@/server/http/health/check-health';
import { healthEndpoint } from '@/lib/contracts/http/health';
import { withApi } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(healthEndpoint, () => checkHealth());
