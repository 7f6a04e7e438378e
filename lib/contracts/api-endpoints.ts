import { productDetailEndpoint, relatedProductsEndpoint } from '@/lib/contracts/catalog/product-detail';
import {
  inAppNotificationsEndpoint,
  paymentSettingEndpoint,
  profileEndpoint,
  sendLoginVerificationEndpoint,
  signInEndpoint,
  signOutEndpoint,
  updateProfileEndpoint,
  verifyEmailChangeEndpoint,
} from '@/lib/contracts/accounts/customers';
import { devOutboxEndpoint } from '@/lib/contracts/notifications/outbox';
import { devSettlePaymentEndpoint } from '@/lib/contracts/ordering/payments';
import { getCategoryEndpoint, getVendorEndpoint, listCategoriesEndpoint, listProductsEndpoint } from '@/lib/contracts/catalog/listing';
import { updateVariantPriceEndpoint, updateVariantStockEndpoint } from '@/lib/contracts/catalog/revalidation';
import {
  addCartItemEndpoint,
  addComboToCartEndpoint,
  applyPromoCodeEndpoint,
  getCartEndpoint,
  removeCartItemEndpoint,
  removePromoCodeEndpoint,
  setCartAffiliateEndpoint,
  updateCartItemEndpoint,
} from '@/lib/contracts/pricing/cart';
import { cartDealSuggestionsEndpoint, productDealsEndpoint } from '@/lib/contracts/pricing/deals';
import {
  confirmPaymentEndpoint,
  getCheckoutEndpoint,
  getPaymentEndpoint,
  placeOrderEndpoint,
  setCheckoutContactEndpoint,
  setCheckoutCreditEndpoint,
  setCheckoutShippingEndpoint,
  testWebhookEndpoint,
} from '@/lib/contracts/ordering/checkout';
import { myCreditEndpoint, myCreditHistoryEndpoint } from '@/lib/contracts/ordering/credit';
import { getOrderEndpoint, myOrdersEndpoint, mySavedCardsEndpoint } from '@/lib/contracts/ordering/orders';
import { orderInvoiceEndpoint } from '@/lib/contracts/ordering/invoices';
import {
  cancelOrderEndpoint,
  cancelPackageEndpoint,
  changeAddressEndpoint,
  changeShippingDateEndpoint,
  decideReturnEndpoint,
  lateRefundEndpoint,
  myOrderRequestsEndpoint,
  requestReturnEndpoint,
} from '@/lib/contracts/ordering/order-requests';
import {
  addShipmentEventEndpoint,
  createPackageEndpoint,
  deliverPackageEndpoint,
  forgotOrderNumberEndpoint,
  getOrderTrackingEndpoint,
  getVendorOrderEndpoint,
  shipPackageEndpoint,
  trackOrderEndpoint,
} from '@/lib/contracts/ordering/shipments';
import { healthEndpoint } from '@/lib/contracts/http/health';
import { searchProductsEndpoint, searchSuggestionsEndpoint } from '@/lib/contracts/catalog/search';
import { confirmNewsletterEndpoint, subscribeToNewsletterEndpoint, unsubscribeFromNewsletterEndpoint } from '@/lib/contracts/notifications/newsletter';
import {
  listProductReviewsEndpoint,
  listReviewsForModerationEndpoint,
  moderateReviewEndpoint,
  myProductReviewEndpoint,
  productRatingSummaryEndpoint,
  reviewImageEndpoint,
  voteReviewUsefulEndpoint,
  writeReviewEndpoint,
} from '@/lib/contracts/catalog/reviews';
import type { AnyContract } from './endpoint';
import { openApiDocumentEndpoint } from './http/openapi';
import { brandEndpoints } from './brands/brand-endpoints';
import { contentEndpoints } from './content/content';
import { adminProductEndpoints } from './catalog/admin-products';
import { generatedPictureEndpoint } from './catalog/generated-pictures';
import { landingEndpoints } from './content/landings';
import { contentEditorEndpoints } from './content/editor';
import { creditPointsEndpoints } from './programmes/credit-points';
import { referralEndpoints } from './programmes/referrals';
import { programmeEndpoints } from './programmes/programmes';
import { eventTrackingEndpoint } from './analytics/event-tracking';
import { analyticsEndpoints } from './analytics/analytics-overview';

/**
 * Every contract served under /api/v1. The OpenAPI document (/api/v1/openapi.json) and the docs
 * page (/developers/api) are generated from this list, and tests check that each route file's
 * contracts are here, that every entry is served, and fuzz every entry over HTTP.
 *
 * Adding an endpoint:
 * 1. Declare its contract with `defineEndpoint` in `lib/contracts/<context>/<area>.ts` (zod
 *    schemas in `<area>-schemas.ts` beside it; query values through `query-schemas.ts`). Contracts
 *    are pure: the API route, the OpenAPI document and the browser's services all import them.
 * 2. List it here, under its context.
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
  verifyEmailChangeEndpoint,
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
  myCreditHistoryEndpoint,
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
  // brands: workspaces, applications, profile, team; operators' review
  ...brandEndpoints,
  // content: blog, help centre, votes and the support form
  ...contentEndpoints,
  // catalog: operators' approval of brand products, uploaded product pictures
  ...adminProductEndpoints,
  // catalog: the views of drawn product pictures the build left for their first request
  generatedPictureEndpoint,
  // content: the operators' landing page editor
  ...landingEndpoints,
  // content: the operators' editor for posts and help articles
  ...contentEditorEndpoints,
  // programmes: reward codes, points and the credit-to-points exchange
  ...creditPointsEndpoints,
  // programmes: referrals
  ...referralEndpoints,
  // programmes: employee, student and educator programmes
  ...programmeEndpoints,
  // analytics: the store's collector and the operators' view
  eventTrackingEndpoint,
  ...analyticsEndpoints,
];
