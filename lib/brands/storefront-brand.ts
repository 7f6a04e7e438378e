import type { PolicyKind } from './brand-rules';

export interface StorefrontPicture {
  src: string;
  width: number;
  height: number;
}

/** What the storefront and the product pages show of the brand behind a vendor (plain JSON props). */
export interface StorefrontBrand {
  /** The header's colours; null keeps the store's own look. */
  accent: { background: string; text: string } | null;
  logo: StorefrontPicture | null;
  banner: StorefrontPicture | null;
  /** Only the policies the brand states, in the page's language (English when not translated). */
  policies: { kind: PolicyKind; text: string }[];
}
