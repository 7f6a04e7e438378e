/** Where the site runs when NEXT_PUBLIC_SITE_URL is not set: the local production server. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** An origin (and optional base path) without trailing slash, so paths can be appended as is. */
export function normalizeSiteUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/**
 * The public origin every absolute URL (canonical, alternates, og:url, sitemap) is built on.
 * The variable is read by its literal name because Next inlines NEXT_PUBLIC_* into the browser
 * bundle only in that form; server and browser then agree and hydration keeps the same head.
 */
export function siteUrl(): string {
  return normalizeSiteUrl(process.env.NEXT_PUBLIC_SITE_URL?.trim() || DEFAULT_SITE_URL);
}
