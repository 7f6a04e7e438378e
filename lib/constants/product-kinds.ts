import { codeLookup } from './code-lookup';

/** Product kinds of spec §9 (stored in products.kind). */
export const PRODUCT_KIND = {
  PRODUCT: 1,
  POD: 2,
  NEW_PRODUCT: 3,
  GIFT_CARD: 4,
} as const;

export type ProductKindName = keyof typeof PRODUCT_KIND;
export type ProductKind = (typeof PRODUCT_KIND)[ProductKindName];

const lookup = codeLookup(PRODUCT_KIND);
export const PRODUCT_KIND_NAMES = lookup.names;
export const PRODUCT_KIND_CODES = lookup.codes;
export const productKindName: (code: unknown) => ProductKindName | undefined = lookup.nameOf;
export const productKindCode: (name: unknown) => ProductKind | undefined = lookup.codeOf;
export const isProductKind: (value: unknown) => value is ProductKind = lookup.isCode;
