/*
 * Runs in a child process of sentry-receiver.test.ts (Sentry patches the process it starts in,
 * and integration files share their worker): turns Sentry on the way instrumentation.ts does,
 * with the DSN of the test's receiver, serves one withApi route that throws, calls it once,
 * flushes and exits. Prints the answer's status and request id as JSON.
 */
import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { flushServerMonitoring, initServerMonitoring } from '@/server/http/monitoring/sentry-server';
import { withApi } from '@/server/http/with-api';
import { startApiServer } from '@/tests/integration/setup/api-harness';

const failing = defineEndpoint({ method: 'POST', path: '/v1/test/monitored-failure', summary: 'Test', tags: ['Test'], auth: 'public', response: z.object({ ok: z.boolean() }) });

async function main(): Promise<void> {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) throw new Error('SENTRY_DSN is required');
  // Every request traced here, so the test does not depend on the 20 % draw.
  initServerMonitoring({ dsn, tracesSampleRate: 1, environment: 'test' });
  const api = await startApiServer({
    '/api/v1/test/monitored-failure': {
      default: withApi(failing, () => {
        throw new Error('The desk configurator fell over');
      }),
      config: { api: { bodyParser: false } },
    },
  });
  const answer = await fetch(`${api.url}/api/v1/test/monitored-failure`, { method: 'POST' });
  await flushServerMonitoring(5000);
  await api.close();
  process.stdout.write(`${JSON.stringify({ status: answer.status, requestId: answer.headers.get('x-request-id') })}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
