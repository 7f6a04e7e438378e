import { afterAll, vi } from 'vitest';

/*
 * Integration files share their worker process one after the other (`isolate: false`, see
 * vitest.config.ts): importing the server code once per worker instead of once per file halves
 * the integration steps. Each file still opens a database of its own; what a file changes in the
 * process itself is put back when it ends, so the next file starts as if it had the process to
 * itself: environment variables, spies and stubs, fake timers.
 */
const environmentAtStart = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const name of Object.keys(process.env)) if (!(name in environmentAtStart)) delete process.env[name];
  Object.assign(process.env, environmentAtStart);
});
