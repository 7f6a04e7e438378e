/* The address of a brand's store, /store/{slug} (issue 16 item 3): short, readable, one form per
 * name, and never a word the store uses for its own pages. */

export const STORE_SLUG_MIN = 3;
export const STORE_SLUG_MAX = 60;
/** Lower-case letters and digits in groups joined by single hyphens. */
export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/* Words that name, or could be mistaken for, the store's own pages and services. */
export const RESERVED_STORE_SLUGS: ReadonlySet<string> = new Set([
  'admin', 'api', 'brand', 'brands', 'store', 'stores', 'help', 'help-center', 'support', 'search', 'cart', 'checkout',
  'account', 'customer', 'login', 'sign-in', 'sign-up', 'signin', 'signup', 'logout', 'order', 'orders', 'deskhaus',
  'official', 'sale', 'hybrid', 'group-buy', 'new', 'edit', 'create', 'settings', 'static', 'assets', 'www', 'null', 'undefined',
]);

export type StoreSlugProblem = 'too_short' | 'too_long' | 'format' | 'reserved';

/** The first rule a candidate breaks, or null when it is a valid address (uniqueness aside). */
export function storeSlugProblem(slug: string): StoreSlugProblem | null {
  if (slug.length < STORE_SLUG_MIN) return 'too_short';
  if (slug.length > STORE_SLUG_MAX) return 'too_long';
  if (!STORE_SLUG_PATTERN.test(slug)) return 'format';
  if (RESERVED_STORE_SLUGS.has(slug)) return 'reserved';
  return null;
}

export const STORE_SLUG_MESSAGES: Record<StoreSlugProblem, string> = {
  too_short: `The address needs at least ${STORE_SLUG_MIN} characters.`,
  too_long: `The address can have at most ${STORE_SLUG_MAX} characters.`,
  format: 'Use lower-case letters a–z, digits and single hyphens, not at the start or the end.',
  reserved: 'This word is kept for the store’s own pages. Choose another address.',
};

/** A first suggestion from a store name: "Oak & Pine Studio" → "oak-pine-studio". */
export function suggestStoreSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, STORE_SLUG_MAX)
    .replace(/-+$/g, '');
}
