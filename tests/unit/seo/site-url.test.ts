import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteUrl } from '@/lib/seo/site-url';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site URL', () => {
  it('comes from NEXT_PUBLIC_SITE_URL without trailing slash', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://deskhaus.example/');
    expect(siteUrl()).toBe('https://deskhaus.example');
  });

  it('defaults to the local server', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    expect(siteUrl()).toBe('http://localhost:3000');
  });
});
