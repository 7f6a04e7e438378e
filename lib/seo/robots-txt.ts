import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { SITEMAP_PATH } from './sitemap-document';

/** Areas no crawler should walk: the API, accounts, checkout, cart and the brand back office. */
export const DISALLOWED_PATHS: readonly string[] = ['/api/', '/customer/', '/secure-checkout', '/checkout-progress', '/thank-you', '/cart', '/brand/'];

/*
 * robots.txt rules are plain prefixes, so /cart does not cover /fr-FR/cart: each private area is
 * listed again under every locale prefix. /api/ is the exception, it is never prefixed.
 */
function disallowedWithLocales(): string[] {
  const prefixed = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    DISALLOWED_PATHS.filter((path) => path !== '/api/').map((path) => `/${locale}${path}`),
  );
  return [...DISALLOWED_PATHS, ...prefixed];
}

export function robotsTxt(siteUrl: string): string {
  const rules = disallowedWithLocales().map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${siteUrl}${SITEMAP_PATH}`, ''].join('\n');
}
