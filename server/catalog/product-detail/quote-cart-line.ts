import { LABEL } from '@/lib/constants/labels';
import { currencyOfLocale, languageOfLocale, type Locale } from '@/lib/i18n/locales';
import type { CartLineSelection } from '@/lib/product/cart-line-selection';
import { quoteCustomizations, type CustomizationIssue } from '@/lib/product/customization-price';
import { tierForQuantity, discountedUnitAmount } from '@/lib/product/tier-pricing';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { loadProductDetail } from './load-product-detail';
import { purchaseRefusal } from '../availability/refusal-text';
import { PRODUCT_CODE_PATTERN } from '@/lib/contracts/catalog/product-detail-schemas';

/** A cart line priced on the server, in the locale's currency (minor units). */
export interface CartLineQuote {
  productId: number;
  productCode: string;
  variantId: number;
  sku: string;
  name: string;
  imageKey: string;
  currency: string;
  quantity: number;
  /** The variant's price for one unit, flash sale included. */
  unitAmount: number;
  compareAtAmount: number | null;
  /** Buy-more-save-more discount the quantity reaches, or null. */
  tierPercentOff: number | null;
  /** What the customization and personalization options add to one unit. */
  customizationAmount: number;
  /** One unit with the tier and the options: what the line charges per unit. */
  unitTotal: number;
  lineTotal: number;
  /** Every choice option's choice (defaults filled in) and the cleaned personalization texts. */
  optionChoices: Record<string, string>;
  personalization: Record<string, string>;
  isPreOrder: boolean;
}

function issueMessage(issue: CustomizationIssue): string {
  switch (issue.problem) {
    case 'unknown-option':
      return `This product has no option "${issue.code}".`;
    case 'unknown-choice':
      return `That choice is not offered for option "${issue.code}".`;
    case 'not-a-choice':
      return `Option "${issue.code}" takes a text, not a choice.`;
    case 'not-a-text':
      return `Option "${issue.code}" takes a choice, not a text.`;
    case 'text-too-long':
      return `The text for option "${issue.code}" is too long.`;
    case 'text-invalid':
      return `The text for option "${issue.code}" contains characters that cannot be printed.`;
  }
}

/**
 * Prices what the shopper selected on the product page, after the purchase checks of
 * assertPurchasable: the variant's effective price, the buy-more-save-more tier its quantity
 * reaches, and the options' charges, which the page showed by the same rules.
 */
export async function quoteCartLine(input: { selection: CartLineSelection; locale: Locale; now?: Date }): Promise<CartLineQuote> {
  const { selection, locale } = input;
  if (!PRODUCT_CODE_PATTERN.test(selection.productCode)) throw new AppError('NOT_FOUND', `No product has the code ${selection.productCode}.`);
  const loaded = await loadProductDetail(
    getDb(),
    { code: selection.productCode },
    { language: languageOfLocale(locale), currency: currencyOfLocale(locale), now: input.now ?? new Date(), relatedLimit: 0 },
  );
  if (!loaded) throw new AppError('NOT_FOUND', `No product has the code ${selection.productCode}.`);
  const { detail } = loaded;
  const variant = detail.variants.find((candidate) => candidate.id === selection.variantId);
  if (!variant) throw new AppError('NOT_FOUND', `Product ${detail.product_url_code} has no variant ${selection.variantId}.`);

  const refusal = purchaseRefusal({ name: detail.product_name, availability: variant.availability, quantity: selection.quantity });
  if (refusal) throw new AppError('UNPROCESSABLE', refusal);

  const options = quoteCustomizations(detail.customizations, selection.optionChoices, selection.personalization);
  const [issue] = options.issues;
  if (issue) {
    throw new AppError('UNPROCESSABLE', issueMessage(issue), {
      issues: options.issues.map((entry) => ({ path: entry.code, message: issueMessage(entry) })),
    });
  }
  const tier = tierForQuantity(detail.priceTiers, selection.quantity);
  const unitTotal = (tier ? discountedUnitAmount(variant.price.amount, tier.percentOff) : variant.price.amount) + options.amount;
  return {
    productId: detail.id,
    productCode: detail.product_url_code,
    variantId: variant.id,
    sku: variant.sku,
    name: detail.product_name,
    imageKey: variant.imageKey,
    currency: detail.currency,
    quantity: selection.quantity,
    unitAmount: variant.price.amount,
    compareAtAmount: variant.price.compareAtAmount,
    tierPercentOff: tier?.percentOff ?? null,
    customizationAmount: options.amount,
    unitTotal,
    lineTotal: unitTotal * selection.quantity,
    optionChoices: options.choices,
    personalization: options.personalization,
    isPreOrder: variant.stock === 0 || detail.labels.includes(LABEL.PRE_ORDER),
  };
}
