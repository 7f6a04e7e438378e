import type { ReactNode, RefObject } from 'react';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button';
import { CustomizationFields } from './customization-fields';
import { FlashSaleCountdown } from './flash-sale-countdown';
import { ProductPriceBlock } from './product-price-block';
import { QuantityStepper } from './quantity-stepper';
import { StockAndShipping } from './stock-and-shipping';
import { TierPriceTable } from './tier-price-table';
import type { ProductSelection } from './use-product-selection';
import { VariantPicker } from './variant-picker';

interface PurchasePanelProps {
  product: ProductDetail;
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
      <CustomizationFields
        options={product.customizations}
        currency={product.currency}
        choices={selection.choices}
        texts={selection.texts}
        onChoose={selection.setChoice}
        onText={selection.setText}
      />
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
      <TierPriceTable
        unitAmount={variant.price.amount}
        currency={product.currency}
        tiers={product.priceTiers}
        quantity={selection.quantity}
        maxQuantity={selection.maxQuantity}
        onPickQuantity={selection.setQuantity}
      />
    </div>
  );
}
