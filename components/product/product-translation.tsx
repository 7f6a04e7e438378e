import { createContext, useContext } from 'react';

/** Translates a key of the product namespace. */
export type ProductT = (key: string, options?: Record<string, unknown>) => string;

/*
 * The page asks for its `t` once (ProductView) and hands it down through this context to a dozen
 * small components. It was introduced when react-i18next's useTranslation cost a measurable part of
 * the server render; the store's own hook (decision 0022) is cheaper, but one lookup still beats a
 * dozen.
 */
const ProductTranslation = createContext<ProductT | null>(null);

export const ProductTranslationProvider = ProductTranslation.Provider;

export function useProductT(): ProductT {
  const t = useContext(ProductTranslation);
  if (!t) throw new Error('useProductT is for components inside ProductView.');
  return t;
}
