// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

async function parseWithoutEvalProbe(): Promise<void> {
  const { z } = await import('zod');
  const probe = vi.spyOn(globalThis, 'Function');
  expect(z.object({ id: z.int(), name: z.string() }).parse({ id: 1, name: 'Desk' })).toEqual({ id: 1, name: 'Desk' });
  expect(probe).not.toHaveBeenCalled();
  probe.mockRestore();
}

describe('zod in the browser', () => {
  afterEach(() => {
    vi.resetModules();
    delete globalThis.__zod_globalConfig;
  });

  it('never probes for eval, which the Content-Security-Policy forbids, when the setting comes first', async () => {
    await import('@/lib/validation/zod-browser-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    await parseWithoutEvalProbe();
  });

  it('never probes for eval either when zod was loaded before the setting', async () => {
    const { config } = await import('zod/v4/core');
    await import('@/lib/validation/zod-browser-config');
    expect(config().jitless).toBe(true);
    await parseWithoutEvalProbe();
  });
});
