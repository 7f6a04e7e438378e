import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(__dirname) };

/* Vitest's default is one worker less than the CPUs, which on the 2-core CI machine is ONE:
 * every file ran after the other while a core idled (files spend much of their time starting a
 * process, importing and waiting on PostgreSQL). Two at least (docs/decisions/0017-ci-speed.md). */
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          maxWorkers,
          // Components opt into jsdom with a "@vitest-environment jsdom" comment.
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/integration/setup/test-env.ts', 'tests/integration/setup/file-isolation.ts'],
          // Migrates one database per run; each file copies it (tests/integration/setup/global-setup.ts).
          globalSetup: ['tests/integration/setup/global-setup.ts'],
          // Generous: a time-out here catches a hang, not slowness. Seeding the full catalog
          // twice or drawing every picture takes minutes when the 2-core machine is busy.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // One in-memory PGlite per file: files run in parallel workers.
          pool: 'forks',
          // A worker runs its files one after the other in one process, so the server code is
          // transformed and imported once per worker, not once per file: the PGlite step went
          // from ~400 s to ~200 s. Each file still has its own database; file-isolation.ts puts
          // back what a file changes in the process (docs/decisions/0017-ci-speed.md).
          isolate: false,
          maxWorkers,
        },
      },
    ],
  },
});
