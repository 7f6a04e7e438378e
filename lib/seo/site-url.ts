/*
 * The public origin every absolute URL is built on: canonical, hreflang alternates, og:url, the
 * sitemap, robots.txt and every link in an e-mail (issue 20 item 4).
 *
 * The rule (configuredSiteUrl):
 *   1. NEXT_PUBLIC_SITE_URL, when set (read by its literal name so Next inlines it into the
 *      browser bundle: server and browser then agree and hydration keeps the same head);
 *   2. else SITE_URL (a server-only setting, read at run time);
 *   3. else http://localhost:<PORT>, so a store started on another port links to itself
 *      (the old fixed http://localhost:3000 sent every link of a server on :3101 to nowhere).
 * In the browser, without NEXT_PUBLIC_SITE_URL, the origin the server wrote into the page
 * (<meta name="site-origin">, pages/_document.tsx) is used, so both render the same head tags.
 */

/** The port a local server listens on when PORT is not set (next start's default). */
export const DEFAULT_PORT = '3000';
/** The name of the meta tag carrying the server's origin to the browser. */
export const SITE_ORIGIN_META = 'site-origin';

/** An origin (and optional base path) without trailing slash, so paths can be appended as is. */
export function normalizeSiteUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export interface SiteUrlEnv {
  NEXT_PUBLIC_SITE_URL?: string;
  SITE_URL?: string;
  PORT?: string;
}

/** The origin by the rule above, for the given settings. */
export function configuredSiteUrl(env: SiteUrlEnv): string {
  const fromEnv = env.NEXT_PUBLIC_SITE_URL?.trim() || env.SITE_URL?.trim();
  if (fromEnv) return normalizeSiteUrl(fromEnv);
  const port = env.PORT?.trim();
  return `http://localhost:${port && /^\d{1,5}$/.test(port) ? port : DEFAULT_PORT}`;
}

function browserSiteUrl(): string {
  const written = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_ORIGIN_META}"]`)?.content;
  return normalizeSiteUrl(written || window.location.origin);
}

/** The public origin of the running store (see the rule above). */
export function siteUrl(): string {
  const publicUrl = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  if (publicUrl) return normalizeSiteUrl(publicUrl);
  if (typeof window !== 'undefined') return browserSiteUrl();
  return configuredSiteUrl({ SITE_URL: process.env.SITE_URL, PORT: process.env.PORT });
}
