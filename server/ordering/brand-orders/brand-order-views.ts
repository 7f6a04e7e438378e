import type { z } from 'zod';
import type { brandOrderLineSchema, cryptoStateSchema } from '@/lib/contracts/brands/orders-schemas';
import type { BrandLineRow, PaymentStateRow } from './repository';

/** Variant options as one short text ("Colour: Oak, Size: 140 cm"). */
export function optionsText(options: BrandLineRow['variantOptions']): string {
  return options.map((option) => `${option.name}: ${option.label}`).join(', ');
}

export function toBrandLine(row: BrandLineRow): z.infer<typeof brandOrderLineSchema> {
  return {
    id: row.id,
    sku: row.sku,
    product_name: row.productName,
    options: optionsText(row.variantOptions),
    quantity: row.quantity,
    unit_price: row.unitPrice,
    line_total: row.lineTotal,
    status: row.status,
  };
}

/**
 * The confirmation state of a crypto payment, from the provider's last word (its next action
 * holds the confirmations seen and required); null for an order paid another way. Nothing else
 * of the payment (amounts, addresses, card) reaches a brand.
 */
export function cryptoState(payment: PaymentStateRow | undefined, isCrypto: boolean): z.infer<typeof cryptoStateSchema> | null {
  if (!isCrypto || !payment) return null;
  const action = payment.nextAction?.type === 'crypto' ? payment.nextAction : null;
  const required = action?.confirmations_required ?? 0;
  const settled = payment.status === 'captured' || payment.status === 'refunded' || payment.status === 'partially_refunded';
  return {
    payment_status: payment.status,
    confirmations: settled ? Math.max(required, action?.confirmations ?? 0) : (action?.confirmations ?? 0),
    confirmations_required: required,
    asset: action?.asset ?? '',
  };
}
