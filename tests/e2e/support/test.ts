import { test as base } from '@playwright/test';
import { startWorkerServer, type PrepareDatabase } from './worker-server';
import { DEV_TOOLS_TOKEN_HEADER } from '@/server/http/dev-tools';

/*
 * The `test` every end-to-end spec imports (instead of @playwright/test's, which lint refuses in
 * specs): its baseURL is the worker's own server on the worker's own database copy (decision
 * 0029). With E2E_BASE_URL set, every worker tests that one server instead.
 */
interface WorkerFixtures {
  databaseGroup: string;
  operatorEmails: string[];
  prepareDatabase: { prepare: PrepareDatabase } | undefined;
  workerServer: { origin: string; devToolsToken: string };
  workerOrigin: string;
}

export const test = base.extend<object, WorkerFixtures>({
  /**
   * Tests of different groups never share a worker, so never a database: a spec whose tests
   * would collide with another spec's on seeded data (the seeded shopper's one-code-a-minute
   * limit) takes a group of its own with `test.use({ databaseGroup: '...' })`.
   */
  databaseGroup: ['shared', { scope: 'worker', option: true }],
  /** Addresses listed as store operators in the worker's database; they become operators at sign-in. */
  operatorEmails: [[], { scope: 'worker', option: true }],
  /**
   * Rows a spec needs before its server starts (an approved brand and its owner, say), written
   * into the worker's copy while no server holds it. Give it with a `databaseGroup` of its own,
   * wrapped in an object (Playwright would take a bare function for a fixture).
   */
  prepareDatabase: [undefined, { scope: 'worker', option: true }],
  workerServer: [
    // The group is named so that Playwright keys this worker (and its server) by it.
    async ({ databaseGroup: _group, operatorEmails, prepareDatabase }, provide, workerInfo) => {
      const external = process.env.E2E_BASE_URL;
      if (external) {
        await provide({ origin: external, devToolsToken: process.env.E2E_DEV_TOOLS_TOKEN ?? '' });
        return;
      }
      const server = await startWorkerServer(workerInfo.workerIndex, workerInfo.parallelIndex, { operatorEmails, prepare: prepareDatabase?.prepare });
      try {
        await provide({ origin: server.origin, devToolsToken: server.devToolsToken });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  workerOrigin: [async ({ workerServer }, provide) => provide(workerServer.origin), { scope: 'worker' }],
  baseURL: async ({ workerOrigin }, provide) => {
    await provide(workerOrigin);
  },
  /*
   * Every request of a test (pages, page.request, request) carries the dev-tools operator token in
   * its own header: the outbox and the test payments need an operator in a production build, and
   * the shopper's own calls stay the shopper's (decision 0038). With E2E_BASE_URL, give
   * E2E_DEV_TOOLS_TOKEN (npm run dev-tools:token).
   */
  extraHTTPHeaders: async ({ workerServer }, provide) => {
    await provide(workerServer.devToolsToken ? { [DEV_TOOLS_TOKEN_HEADER]: workerServer.devToolsToken } : {});
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, Request } from '@playwright/test';
