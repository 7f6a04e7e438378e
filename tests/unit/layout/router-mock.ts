import { vi } from 'vitest';

/** A stand-in for the pages router; tests change its fields and read its spies. */
export interface RouterStub {
  locale: string;
  defaultLocale: string;
  locales: string[];
  pathname: string;
  asPath: string;
  query: Record<string, string | string[]>;
  isReady: boolean;
  push: ReturnType<typeof vi.fn>;
  replace: ReturnType<typeof vi.fn>;
  prefetch: ReturnType<typeof vi.fn>;
  events: { on: ReturnType<typeof vi.fn>; off: ReturnType<typeof vi.fn>; emit: ReturnType<typeof vi.fn> };
}

export const router: RouterStub = createRouter();

function createRouter(): RouterStub {
  return {
    locale: 'en-US',
    defaultLocale: 'en-US',
    locales: ['en-US', 'en-CA', 'en-GB', 'fr-FR', 'de-DE'],
    pathname: '/',
    asPath: '/',
    query: {},
    isReady: true,
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    prefetch: vi.fn(() => Promise.resolve()),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
  };
}

export function resetRouter(overrides: Partial<RouterStub> = {}): void {
  Object.assign(router, createRouter(), overrides);
}

/** Use as `vi.mock('next/router', async () => (await import('./router-mock')).nextRouterModule)`. */
export const nextRouterModule = {
  useRouter: () => router,
  default: router,
};
