import type { NextApiHandler } from 'next';
import type { ApiRouteModule } from '@/tests/integration/setup/api-harness';

/** A test-only route module, configured like every real route file. */
export function testRoute(handler: NextApiHandler): ApiRouteModule {
  return { default: handler, config: { api: { bodyParser: false } } };
}
