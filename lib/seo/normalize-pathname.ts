import { LOCALES } from '@/lib/i18n/locales';

/**
 * A path as the canonical rules want it: no query or fragment, no locale prefix (the locale is
 * passed on its own), no repeated or trailing slash, always starting with "/".
 * Next's router.asPath has no locale prefix already; paths given by hand or from a request may.
 */
export function normalizePathname(rawPath: string): string {
  const withoutSuffix = rawPath.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutSuffix.split('/').filter((segment) => segment !== '');
  const [first] = segments;
  if (first !== undefined && (LOCALES as readonly string[]).includes(first)) segments.shift();
  return `/${segments.join('/')}`;
}
