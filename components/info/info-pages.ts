/* The store's information pages: their routes, their content in the `legal` namespace and the
 * footer label (common namespace) that names them in the "related pages" links. */

export const INFO_PAGES = {
  about: { path: '/about', labelKey: 'footer.company.about', toc: false },
  press: { path: '/press-feature', labelKey: 'footer.company.press', toc: false },
  privacy: { path: '/privacy', labelKey: 'footer.legal.privacy', toc: true },
  terms: { path: '/terms-of-use', labelKey: 'footer.legal.terms', toc: true },
} as const;

export type InfoPageKey = keyof typeof INFO_PAGES;

export const INFO_PAGE_KEYS = Object.keys(INFO_PAGES) as InfoPageKey[];

/**
 * The date the privacy policy and the terms last changed in substance. Update it with the
 * texts of locales/{lng}/legal.json: shoppers and regulators read it.
 */
export const LEGAL_LAST_UPDATED = '2026-11-21';

/** A calendar date in the words of a locale ("21 novembre 2026"), the same on server and browser. */
export function formatLegalDate(isoDate: string, locale: string | undefined): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  try {
    return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return isoDate;
  }
}
