import { useState } from 'react';
import { useRouter } from 'next/router';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-limits';
import type { CartLineSelection } from '@/lib/product/cart-line-selection';
import { defaultChoices, quoteCustomizations } from '@/lib/product/customization-price';
import { lineUnitPrice } from '@/lib/product/line-unit-price';
import type { ProductVariantDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import type { ProductPageProduct } from '@/lib/product/product-page-product';
import type { StockState } from '@/lib/product/stock-state';
import {
  isCombinationAvailable,
  matchVariant,
  selectionFromQuery,
  selectionQueryOf,
  variantAfterChoosing,
  VARIANT_OPTION_NAMES,
  type VariantOptionName,
} from '@/lib/product/variant-matching';

export interface ProductSelection {
  variant: ProductVariantDetail;
  chooseOption(option: VariantOptionName, value: string): void;
  isValueEnabled(option: VariantOptionName, value: string): boolean;
  quantity: number;
  maxQuantity: number;
  setQuantity(quantity: number): void;
  choices: Record<string, string>;
  setChoice(optionCode: string, choiceCode: string): void;
  texts: Record<string, string>;
  setText(optionCode: string, text: string): void;
  stockState: StockState;
  customizationAmount: number;
  tierPercentOff: number | null;
  /** One unit with the tier the quantity reaches and the options, in minor units. */
  unitTotal: number;
  lineTotal: number;
  /** Whether every personalization text fits its option. */
  isCustomizationValid: boolean;
  cartLine: CartLineSelection;
}

/** Most units the shopper may ask for, as the server's availability rule allows (at least 1 for the stepper). */
function maxQuantityOf(variant: ProductVariantDetail): number {
  return Math.max(1, Math.min(MAX_CART_LINE_QUANTITY, variant.availability.maxQuantity));
}

/**
 * The shopper's choices on the product page. The variant lives in the URL (shallow routing, one
 * history entry per choice, so Back undoes a choice); quantity and options are page state.
 * Before hydration the URL's query is not known, so the server and the first client render
 * both show the default variant.
 */
export function useProductSelection(product: ProductPageProduct): ProductSelection {
  const router = useRouter();
  const variant = matchVariant(product.variants, router.isReady ? selectionFromQuery(router.query) : {}) ?? product.variants[0]!;
  const [quantity, setRawQuantity] = useState(1);
  const [choices, setChoices] = useState(() => defaultChoices(product.customizations));
  const [texts, setTexts] = useState<Record<string, string>>({});

  const stockState = variant.availability.state;
  const maxQuantity = maxQuantityOf(variant);
  const clampedQuantity = Math.min(Math.max(1, quantity), maxQuantity);

  function chooseOption(option: VariantOptionName, value: string) {
    const next = variantAfterChoosing(product.variants, variant.options, option, value);
    if (!next || next.id === variant.id) return;
    const rest = Object.fromEntries(Object.entries(router.query).filter(([key]) => !(VARIANT_OPTION_NAMES as readonly string[]).includes(key)));
    void router.push({ pathname: router.pathname, query: { ...rest, ...selectionQueryOf(next) } }, undefined, { shallow: true, scroll: false });
  }

  const isValueEnabled = (option: VariantOptionName, value: string) => isCombinationAvailable(product.variants, variant.options, option, value);

  const quote = quoteCustomizations(product.customizations, choices, texts);
  const cartLine: CartLineSelection = {
    productCode: product.product_url_code,
    variantId: variant.id,
    quantity: clampedQuantity,
    optionChoices: quote.choices,
    personalization: quote.personalization,
  };
  const price = lineUnitPrice(product, cartLine);

  return {
    variant,
    chooseOption,
    isValueEnabled,
    quantity: clampedQuantity,
    maxQuantity,
    setQuantity: (next) => setRawQuantity(Number.isFinite(next) ? Math.round(next) : 1),
    choices,
    setChoice: (code, choice) => setChoices((current) => ({ ...current, [code]: choice })),
    texts,
    setText: (code, text) => setTexts((current) => ({ ...current, [code]: text })),
    stockState,
    customizationAmount: quote.amount,
    tierPercentOff: price.tierPercentOff,
    unitTotal: price.unitTotal,
    lineTotal: price.unitTotal * clampedQuantity,
    isCustomizationValid: quote.issues.length === 0,
    cartLine,
  };
}
