import type { CartLineGiftCard } from '@/server/db/schema/pricing/cart';

/* A stored cart and its lines as the cart repository returns them; other contexts (checkout) read
 * carts in this shape through pricing's use cases. */

export interface CartRow {
  id: string;
  customerId: number | null;
  currency: string;
  country: string;
  promotionCode: string | null;
  rid: string | null;
  ranMid: string | null;
}

export interface CartLineRow {
  id: number;
  cartId: string;
  lineKey: string;
  productCode: string;
  variantId: number;
  quantity: number;
  optionChoices: Record<string, string>;
  personalization: Record<string, string>;
  giftCard: CartLineGiftCard | null;
  nameSnapshot: string;
  imageKeySnapshot: string;
}
