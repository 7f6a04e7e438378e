import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(__dirname) };

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
          // Components opt into jsdom with a "@vitest-environment jsdom" comment.
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/integration/setup/test-env.ts'],
          // Generous: a time-out here catches a hang, not slowness. Seeding the full catalog
          // twice or drawing every picture takes minutes when the 2-core machine is busy.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // One in-memory PGlite per file: files run in parallel workers.
          pool: 'forks',
        },
      },
    ],
  },
});
