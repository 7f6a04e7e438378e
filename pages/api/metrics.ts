import { metricsEndpoint } from '@/lib/contracts/http/platform';
import { authorizeMetrics } from '@/server/http/metrics/authorize-metrics';
import { metricsContentType, renderMetrics } from '@/server/http/metrics/registry';
import { withApi } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

/** Prometheus scrape (issue 23 item 5), behind the METRICS_TOKEN bearer token. */
export default withApi(metricsEndpoint, async ({ req, res }) => {
  authorizeMetrics(req);
  const text = await renderMetrics();
  res.setHeader('Content-Type', metricsContentType());
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).send(text);
  return undefined;
});
