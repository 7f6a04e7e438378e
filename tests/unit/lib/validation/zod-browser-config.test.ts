// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { config } from 'zod/v4/core';
import '@/lib/validation/zod-browser-config';

describe('zod in the browser', () => {
  it('never probes for eval, which the Content-Security-Policy forbids', () => {
    expect(config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ id: z.int(), name: z.string() }).parse({ id: 1, name: 'Desk' })).toEqual({ id: 1, name: 'Desk' });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
