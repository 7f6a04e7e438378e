import { productDetailEndpoint, relatedProductsEndpoint } from '@/server/catalog/product-detail/endpoints';
import {
  inAppNotificationsEndpoint,
  paymentSettingEndpoint,
  profileEndpoint,
  sendLoginVerificationEndpoint,
  signInEndpoint,
  signOutEndpoint,
  updateProfileEndpoint,
} from '@/server/accounts/endpoints';
import { devOutboxEndpoint } from '@/server/notifications/mail/endpoints';
import { devSettlePaymentEndpoint } from '@/server/ordering/payments/endpoints';
import { getCategoryEndpoint, getVendorEndpoint, listCategoriesEndpoint, listProductsEndpoint } from '@/server/catalog/listing/endpoints';
import { updateVariantPriceEndpoint, updateVariantStockEndpoint } from '@/server/catalog/revalidation/endpoints';
import {
  addCartItemEndpoint,
  addComboToCartEndpoint,
  applyPromoCodeEndpoint,
  getCartEndpoint,
  removeCartItemEndpoint,
  removePromoCodeEndpoint,
  setCartAffiliateEndpoint,
  updateCartItemEndpoint,
} from '@/server/pricing/cart/endpoints';
import { cartDealSuggestionsEndpoint, productDealsEndpoint } from '@/server/pricing/deals/endpoints';
import {
  confirmPaymentEndpoint,
  getCheckoutEndpoint,
  getPaymentEndpoint,
  placeOrderEndpoint,
  setCheckoutContactEndpoint,
  setCheckoutCreditEndpoint,
  setCheckoutShippingEndpoint,
  testWebhookEndpoint,
} from '@/server/ordering/checkout/endpoints';
import { myCreditEndpoint } from '@/server/ordering/credit/endpoints';
import { getOrderEndpoint, myOrdersEndpoint, mySavedCardsEndpoint } from '@/server/ordering/orders/endpoints';
import { orderInvoiceEndpoint } from '@/server/ordering/invoices/endpoints';
import {
  cancelOrderEndpoint,
  cancelPackageEndpoint,
  changeAddressEndpoint,
  changeShippingDateEndpoint,
  decideReturnEndpoint,
  lateRefundEndpoint,
  myOrderRequestsEndpoint,
  requestReturnEndpoint,
} from '@/server/ordering/order-requests/endpoints';
import {
  addShipmentEventEndpoint,
  createPackageEndpoint,
  deliverPackageEndpoint,
  forgotOrderNumberEndpoint,
  getOrderTrackingEndpoint,
  getVendorOrderEndpoint,
  shipPackageEndpoint,
  trackOrderEndpoint,
} from '@/server/ordering/shipments/endpoints';
import { healthEndpoint } from '@/server/http/health/endpoints';
import { searchProductsEndpoint, searchSuggestionsEndpoint } from '@/server/catalog/search/endpoints';
import { confirmNewsletterEndpoint, subscribeToNewsletterEndpoint, unsubscribeFromNewsletterEndpoint } from '@/server/notifications/newsletter/endpoints';
import {
  listProductReviewsEndpoint,
  listReviewsForModerationEndpoint,
  moderateReviewEndpoint,
  myProductReviewEndpoint,
  productRatingSummaryEndpoint,
  reviewImageEndpoint,
  voteReviewUsefulEndpoint,
  writeReviewEndpoint,
} from '@/server/catalog/reviews/endpoints';
import type { AnyContract } from './endpoint';
import { openApiDocumentEndpoint } from './openapi/endpoints';

/**
 * Every contract served under /api/v1. The OpenAPI document (/api/v1/openapi.json) and the docs
 * page (/developers/api) are generated from this list, and tests check that each route file's
 * contracts are here, that every entry is served, and fuzz every entry over HTTP.
 *
 * Adding an endpoint:
 * 1. Declare its contract with `defineEndpoint` in `server/<module>/endpoints.ts` (zod schemas in
 *    that module's `schemas.ts`; query values through `server/http/query-schemas.ts`).
 * 2. List it here, under its module.
 * 3. Create `pages/api/v1/<path, {param} as [param]>.ts` with exactly
 *    `export const config = { api: { bodyParser: false } };` and
 *    `export default withApi(contract, (ctx) => useCase(...))`
 *    (several methods on one path: `routeMethods(withApi(a, ...), withApi(b, ...))`).
 * 4. Test its rules through `startApiServer` (tests/integration/setup/api-harness.ts); the route
 *    file, OpenAPI and fuzz suites in tests/integration/api pick it up by themselves.
 */
export const apiEndpoints: readonly AnyContract[] = [
  // platform
  healthEndpoint,
  openApiDocumentEndpoint,
  // catalog: listing
  listCategoriesEndpoint,
  getCategoryEndpoint,
  listProductsEndpoint,
  getVendorEndpoint,
  // catalog: changes that re-render cached pages
  updateVariantPriceEndpoint,
  updateVariantStockEndpoint,
  // search
  searchProductsEndpoint,
  searchSuggestionsEndpoint,
  // catalog: product detail
  productDetailEndpoint,
  relatedProductsEndpoint,
  // accounts
  sendLoginVerificationEndpoint,
  signInEndpoint,
  signOutEndpoint,
  inAppNotificationsEndpoint,
  profileEndpoint,
  updateProfileEndpoint,
  paymentSettingEndpoint,
  // mail (development outbox)
  devOutboxEndpoint,
  // payments (development console of the test gateway)
  devSettlePaymentEndpoint,
  // cart
  getCartEndpoint,
  addCartItemEndpoint,
  updateCartItemEndpoint,
  removeCartItemEndpoint,
  applyPromoCodeEndpoint,
  removePromoCodeEndpoint,
  setCartAffiliateEndpoint,
  // cart: add-on and combo deals
  addComboToCartEndpoint,
  productDealsEndpoint,
  cartDealSuggestionsEndpoint,
  // newsletter
  subscribeToNewsletterEndpoint,
  confirmNewsletterEndpoint,
  unsubscribeFromNewsletterEndpoint,
  // checkout-core: checkout, payments, orders, store credit
  getCheckoutEndpoint,
  setCheckoutContactEndpoint,
  setCheckoutShippingEndpoint,
  setCheckoutCreditEndpoint,
  placeOrderEndpoint,
  getPaymentEndpoint,
  confirmPaymentEndpoint,
  testWebhookEndpoint,
  getOrderEndpoint,
  orderInvoiceEndpoint,
  myOrdersEndpoint,
  mySavedCardsEndpoint,
  myCreditEndpoint,
  // shipments: packages (vendor/operations) and shopper tracking
  getVendorOrderEndpoint,
  createPackageEndpoint,
  shipPackageEndpoint,
  addShipmentEventEndpoint,
  deliverPackageEndpoint,
  trackOrderEndpoint,
  getOrderTrackingEndpoint,
  forgotOrderNumberEndpoint,
  // order self-service: shopper actions and operations' decisions
  cancelOrderEndpoint,
  cancelPackageEndpoint,
  changeShippingDateEndpoint,
  changeAddressEndpoint,
  requestReturnEndpoint,
  myOrderRequestsEndpoint,
  decideReturnEndpoint,
  lateRefundEndpoint,
  // reviews
  listProductReviewsEndpoint,
  writeReviewEndpoint,
  productRatingSummaryEndpoint,
  myProductReviewEndpoint,
  voteReviewUsefulEndpoint,
  reviewImageEndpoint,
  listReviewsForModerationEndpoint,
  moderateReviewEndpoint,
];
