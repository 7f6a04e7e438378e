import { createContext, useContext } from 'react';

/** Translates a key of the product namespace. */
export type ProductT = (key: string, options?: Record<string, unknown>) => string;

/*
 * react-i18next's useTranslation builds a wrapper on every call; with a dozen small components
 * on the page, that was a measurable part of the product page's server render. The page asks
 * once (ProductView) and hands the function down through this context.
 */
const ProductTranslation = createContext<ProductT | null>(null);

export const ProductTranslationProvider = ProductTranslation.Provider;

export function useProductT(): ProductT {
  const t = useContext(ProductTranslation);
  if (!t) throw new Error('useProductT is for components inside ProductView.');
  return t;
}
