import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { RTL_COUNTRIES } from '@/lib/i18n/locales';
import { COUNTRY_COOKIE, DIRECTION_SCRIPT, DIRECTION_SCRIPT_HASH, RTL_COUNTRY_CODES } from '@/lib/document/direction-script';

async function productionPolicy(): Promise<string> {
  vi.resetModules();
  vi.stubEnv('NODE_ENV', 'production');
  const { securityHeaders } = await import('@/server/http/security-headers.js');
  return securityHeaders().find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Content-Security-Policy of a production build (decision 0038)', () => {
  it("allows scripts of this origin and the one inline script by its hash, never 'unsafe-inline' or eval", async () => {
    const scriptSrc = (await productionPolicy()).split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ').slice(1)).toEqual(["'self'", DIRECTION_SCRIPT_HASH]);
  });

  it('hashes exactly the script the document inlines', () => {
    expect(DIRECTION_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(DIRECTION_SCRIPT).digest('base64')}'`);
  });

  it("reads the store's country cookie and right-to-left countries", () => {
    expect(COUNTRY_COOKIE).toBe(COOKIE_KEYS.COUNTRY);
    expect(RTL_COUNTRY_CODES).toEqual([...RTL_COUNTRIES]);
  });

  it('still turns the page right to left for such a country, and leaves it alone otherwise', () => {
    const run = (cookie: string) => {
      const documentStub = { cookie, documentElement: { dir: 'ltr' } };
      new Function('document', DIRECTION_SCRIPT)(documentStub);
      return documentStub.documentElement.dir;
    };
    expect(run('COUNTRY=AE')).toBe('rtl');
    expect(run('x=1; COUNTRY=ae')).toBe('rtl');
    expect(run('COUNTRY=FR')).toBe('ltr');
  });
});
