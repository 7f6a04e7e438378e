import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiEndpoints } from '@/lib/contracts/api-endpoints';
import type { AnyContract } from '@/lib/contracts/endpoint';
import { discoverApiRoutes } from '@/tests/integration/setup/api-harness';

/* design §2 and issue rules: every pages/api/v1 file is a thin withApi/routeMethods route whose
 * contracts are in the registry, and Next must not parse its body (the wrapper does). */

const routeFiles = discoverApiRoutes('pages/api/v1');
const LITERAL_CONFIG = /^export const config = \{ api: \{ bodyParser: false \} \};$/m;

/** "/api/v1/products/[code]" → "/v1/products/{code}". */
function contractPathOf(page: string): string {
  return page.replace(/^\/api/, '').replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}');
}

async function contractsOf(file: string): Promise<AnyContract[]> {
  const routeModule = (await import(file)) as { default?: { contracts?: AnyContract[] } };
  return routeModule.default?.contracts ?? [];
}

describe('route files under pages/api/v1', () => {
  it('exist (the health and OpenAPI routes at least)', () => {
    expect(routeFiles.map((r) => r.page)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/openapi.json']));
  });

  it.each([...routeFiles.map((r) => [r.page, r.file]), ['/api/[...path]', discoverApiRoutes('pages/api').find((r) => r.page === '/api/[...path]')?.file ?? '']])(
    '%s exports the literal `config = { api: { bodyParser: false } }`',
    async (_page, file) => {
      expect(fs.readFileSync(file, 'utf8')).toMatch(LITERAL_CONFIG);
      const routeModule = (await import(file)) as { config?: unknown };
      expect(routeModule.config).toEqual({ api: { bodyParser: false } });
    },
  );

  it.each(routeFiles.map((r) => [r.page, r.file]))('%s default-exports withApi/routeMethods whose contracts are all in the registry', async (page, file) => {
    const contracts = await contractsOf(file);
    expect(contracts.length, `${page} must export default withApi(...) or routeMethods(...)`).toBeGreaterThan(0);
    for (const contract of contracts) {
      expect(apiEndpoints, `${contract.method} ${contract.path} is missing from lib/contracts/api-endpoints.ts`).toContain(contract);
      expect(contract.path, `${file} serves ${contract.path}`).toBe(contractPathOf(page));
    }
  });

  it('serve every contract of the registry', async () => {
    const served = new Set<AnyContract>();
    for (const { file } of routeFiles) for (const contract of await contractsOf(file)) served.add(contract);
    const unserved = apiEndpoints.filter((contract) => !served.has(contract)).map((c) => `${c.method} ${c.path}`);
    expect(unserved).toEqual([]);
  });

  it('declare each method and path once in the registry', () => {
    const keys = apiEndpoints.map((c) => `${c.method} ${c.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
