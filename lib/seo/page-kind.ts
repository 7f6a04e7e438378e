/** What a page is, as far as the head rules care (spec §2 "Page head"). */
export const PAGE_KINDS = ['home', 'category', 'product', 'search', 'blog', 'help', 'other'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const BLOG_ROOT = '/ourblog';
const HELP_ROOT = '/help-center';

function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/**
 * The blog and the help centre follow their own rules (no locale prefix, indexed only in the
 * default locale). A page under their roots is treated as such even when it declared another
 * kind, so a new blog or help page cannot escape the rules by a wrong prop.
 */
export function resolvePageKind(declared: PageKind, pathname: string): PageKind {
  if (isUnder(pathname, BLOG_ROOT)) return 'blog';
  if (isUnder(pathname, HELP_ROOT)) return 'help';
  return declared;
}

export function isBlogOrHelp(kind: PageKind): boolean {
  return kind === 'blog' || kind === 'help';
}
