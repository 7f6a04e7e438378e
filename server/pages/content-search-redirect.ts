import type { GetServerSideProps } from 'next';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/**
 * The blog and help centre search forms send ?q= to `${root}/search` when JavaScript is not
 * running; this answers with the path form `${root}/search/{q}` (or the root for no words).
 */
export function searchFormRedirect(root: '/ourblog' | '/help-center'): GetServerSideProps {
  return async ({ query, locale }) => {
    const raw = Array.isArray(query.q) ? query.q[0] : query.q;
    const words = (raw ?? '').trim().slice(0, 100);
    const prefix = isLocale(locale) && locale !== DEFAULT_LOCALE ? `/${locale}` : '';
    return { redirect: { destination: words ? `${prefix}${root}/search/${encodeURIComponent(words)}` : `${prefix}${root}`, permanent: false } };
  };
}
