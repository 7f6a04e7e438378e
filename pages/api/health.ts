import { livenessEndpoint } from '@/lib/contracts/http/platform';
import { appVersion } from '@/server/http/health/app-version';
import { withApi } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

/** Liveness (issue 23 item 5): the process answers; the database is /api/ready's business. */
export default withApi(livenessEndpoint, () => ({ ok: true as const, version: appVersion(), uptime_seconds: Math.floor(process.uptime()) }));
