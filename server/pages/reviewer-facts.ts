import { getCustomerName } from '@/server/accounts/get-customer-name';
import type { ReviewerFacts } from '@/server/catalog/reviews/reviewer-facts';
import { findPurchaseOfProduct } from '@/server/ordering/orders/find-purchase-of-product';

/** Reviews' questions answered by ordering and accounts (catalog may not import them). */
export const reviewerFacts: ReviewerFacts = {
  purchaseOrderId: findPurchaseOfProduct,
  customerName: getCustomerName,
};
