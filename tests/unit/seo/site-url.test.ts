import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuredSiteUrl, siteUrl } from '@/lib/seo/site-url';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site URL', () => {
  it('comes from NEXT_PUBLIC_SITE_URL without trailing slash', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://deskhaus.example/');
    vi.stubEnv('PORT', '4100');
    expect(siteUrl()).toBe('https://deskhaus.example');
  });

  it('comes from SITE_URL, a server-only setting, when NEXT_PUBLIC_SITE_URL is not set', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    vi.stubEnv('SITE_URL', 'https://shop.deskhaus.example/');
    expect(siteUrl()).toBe('https://shop.deskhaus.example');
  });

  it('follows PORT when no origin is configured, so a store on another port links to itself', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('PORT', '3101');
    expect(siteUrl()).toBe('http://localhost:3101');
  });

  it('defaults to the local server on port 3000', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('PORT', '');
    expect(siteUrl()).toBe('http://localhost:3000');
  });

  it('ignores a PORT that is not a port number', () => {
    expect(configuredSiteUrl({ PORT: '80@evil.example' })).toBe('http://localhost:3000');
    expect(configuredSiteUrl({ PORT: '8080' })).toBe('http://localhost:8080');
  });
});
