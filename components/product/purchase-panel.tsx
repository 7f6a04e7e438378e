import type { ReactNode, RefObject } from 'react';
import dynamic from 'next/dynamic';
import type { ProductPageProduct } from '@/lib/product/product-page-product';
import { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button';
import { ProductPriceBlock } from './product-price-block';
import { QuantityStepper } from './quantity-stepper';
import { StockAndShipping } from './stock-and-shipping';
import type { ProductSelection } from './use-product-selection';
import { VariantPicker } from './variant-picker';

/* Parts only some products show: server-rendered (and loaded before hydration) on those, absent
 * from the first load of the others (issue 22). */
const FlashSaleCountdown = dynamic(() => import('./flash-sale-countdown').then((module) => module.FlashSaleCountdown));
const CustomizationFields = dynamic(() => import('./customization-fields').then((module) => module.CustomizationFields));
const TierPriceTable = dynamic(() => import('./tier-price-table').then((module) => module.TierPriceTable));

interface PurchasePanelProps {
  product: ProductPageProduct;
  selection: ProductSelection;
  purchaseArea: RefObject<HTMLDivElement | null>;
  blockedReason: string | null;
  /** Extra fields before the purchase area (the gift-card recipient form). */
  extraFields?: ReactNode;
  prepareAdd?: AddToCartButtonProps['prepare'];
}

/** Price, flash sale, variant and options, quantity and add to cart, stock, delivery and tiers. */
export function PurchasePanel({ product, selection, purchaseArea, blockedReason, extraFields, prepareAdd }: PurchasePanelProps) {
  const { variant } = selection;
  const soldOut = variant.availability.isUnavailable;
  return (
    <div className="flex flex-col gap-6">
      <ProductPriceBlock price={variant.price} customizationAmount={selection.customizationAmount} />
      {product.flashSaleEndsAt && variant.price.flashSalePercentOff ? (
        <FlashSaleCountdown endsAt={product.flashSaleEndsAt} percentOff={variant.price.flashSalePercentOff} />
      ) : null}
      <VariantPicker groups={product.optionGroups} selected={variant.options} isValueEnabled={selection.isValueEnabled} onChoose={selection.chooseOption} />
      {product.customizations.length > 0 ? (
        <CustomizationFields
          options={product.customizations}
          currency={product.currency}
          choices={selection.choices}
          texts={selection.texts}
          onChoose={selection.setChoice}
          onText={selection.setText}
        />
      ) : null}
      {extraFields}
      <div ref={purchaseArea} className="flex flex-col gap-4 border-t border-line pt-6">
        <div className="flex items-start gap-3">
          <QuantityStepper value={selection.quantity} max={selection.maxQuantity} onChange={selection.setQuantity} disabled={soldOut} />
          <AddToCartButton
            product={product}
            selection={selection.cartLine}
            blockedReason={blockedReason}
            prepare={prepareAdd}
          />
        </div>
        <StockAndShipping stockState={selection.stockState} stock={variant.stock} productKind={product.kind} />
      </div>
      {product.priceTiers.length > 0 ? (
        <TierPriceTable
          unitAmount={variant.price.amount}
          currency={product.currency}
          tiers={product.priceTiers}
          quantity={selection.quantity}
          maxQuantity={selection.maxQuantity}
          onPickQuantity={selection.setQuantity}
        />
      ) : null}
    </div>
  );
}
