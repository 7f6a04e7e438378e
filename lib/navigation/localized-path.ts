import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/**
 * The URL of a path in a locale, as Next's locale routing serves it: the default locale has no
 * prefix. Needed where Next's <Link> does not help, such as a plain <form action> that must
 * work before the JavaScript has loaded.
 */
export function localizedPath(path: string, locale: string | undefined): string {
  if (!locale || locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
