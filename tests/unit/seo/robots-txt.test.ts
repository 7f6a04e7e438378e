import { describe, expect, it } from 'vitest';
import { robotsTxt } from '@/lib/seo/robots-txt';

const SITE = 'https://deskhaus.example';

describe('robots.txt', () => {
  const lines = robotsTxt(SITE).split('\n');

  it('allows every crawler everything not disallowed', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
  });

  it.each(['/api/', '/customer/', '/secure-checkout', '/checkout-progress', '/thank-you', '/cart', '/brand/'])('disallows %s', (path) => {
    expect(lines).toContain(`Disallow: ${path}`);
  });

  it.each(['en-CA', 'en-GB', 'fr-FR', 'de-DE'])('disallows the private areas under the %s prefix too', (locale) => {
    expect(lines).toContain(`Disallow: /${locale}/cart`);
    expect(lines).toContain(`Disallow: /${locale}/customer/`);
  });

  it('never lists the default locale prefix or a prefixed API', () => {
    expect(lines.filter((line) => line.includes('/en-US/') || /\/[a-z]{2}-[A-Z]{2}\/api\//.test(line))).toEqual([]);
  });

  it('points at the sitemap on the site URL', () => {
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
