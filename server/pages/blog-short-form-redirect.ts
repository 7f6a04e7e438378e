import type { GetServerSideProps } from 'next';
import { BLOG_ROOT } from '@/lib/content/blog-view';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/*
 * Spec §2's short forms of the blog, /category/{slug}, /tag/{slug} and /search/{keyword},
 * answer a permanent redirect (308) to /ourblog/category/{slug}, /ourblog/tag/{slug} and
 * /ourblog/search/{keyword}, in the same locale. They are pages rather than next.config.js
 * redirects so the rule can be tested like any page, and so that /search (product search) and
 * /{categorySlug} stay untouched: only these exact two-segment paths are matched.
 */
export type BlogShortForm = 'category' | 'tag' | 'search';

export function blogShortFormDestination(kind: BlogShortForm, value: string, locale: string | undefined): string {
  const prefix = isLocale(locale) && locale !== DEFAULT_LOCALE ? `/${locale}` : '';
  return `${prefix}${BLOG_ROOT}/${kind}/${encodeURIComponent(value)}`;
}

export function blogShortFormRedirect(kind: BlogShortForm, param: string): GetServerSideProps {
  return async ({ params, locale, res }) => {
    const raw = params?.[param];
    const value = typeof raw === 'string' ? raw : '';
    if (!value.trim()) return { notFound: true };
    // Permanent, so shared caches may keep it: it never changes.
    res.setHeader('Cache-Control', 'public, max-age=3600');
    return { redirect: { destination: blogShortFormDestination(kind, value, locale), permanent: true } };
  };
}
