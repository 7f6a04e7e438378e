/* Browser storage keys of spec §3 "Browser storage". */

/** Local storage: analytics session and navigation (non-essential: need consent). */
export const LOCAL_KEYS = {
  SESSION_ID: 'dh_session_id',
  LAST_ACTIVE: 'dh_last_active',
  ANONYMOUS_USER_ID: 'dh_user_pseudo_id',
  PAGE_HISTORY: 'dh_page_history',
  SESSION_FIRST_PAGE: 'dh_session_first_page',
  ADD_TO_CART_PAGE: 'dh_add_to_cart_page',
  CHECKOUT_SUCCESS_ORDER: 'dh_checkout_success_order',
  EPP_USER: 'dh_epp_user',
  EPP_REFERRAL: 'dh_epp_referral',
  EPP_DISCOUNT: 'dh_epp_discount',
  MODE_BULK: 'dh_mode_bulk',
  SHIPPING_INFO: 'dh_shipping_info',
} as const;

/** Session storage: campaign parameters of the visit. */
export const SESSION_KEYS = {
  UTM_SOURCE: 'utm_source',
  UTM_MEDIUM: 'utm_medium',
  UTM_CAMPAIGN: 'utm_campaign',
  UTM_CONTENT: 'utm_content',
  UTM_TERM: 'utm_term',
} as const;

/** Cookies: the session, the cart and the language. */
export const COOKIE_KEYS = {
  TOKEN: 'token',
  /** Set by the server only: HttpOnly, SameSite=Strict, scoped to /api/v1/customers (decision 0045). */
  REFRESH_TOKEN: 'refresh_token',
  /** Set by the server beside the refresh cookie, readable by the page: "a session can be renewed". Holds no secret. */
  SESSION: 'dh_session',
  CART_ID: 'CART_ID',
  CART_RID: 'CART_RID',
  CART_RANMID: 'CART_RANMID',
  CART_PROMOTION_CODE: 'CART_PROMOTION_CODE',
  CART_CREDIT_AMOUNT: 'CART_CREDIT_AMOUNT',
  NEXT_LOCALE: 'NEXT_LOCALE',
  COUNTRY: 'COUNTRY',
  CONSENT: 'dh_consent',
} as const;

/** Keys the store needs to work at all; everything else waits for consent. */
export const ESSENTIAL_LOCAL_KEYS: ReadonlySet<string> = new Set([
  LOCAL_KEYS.CHECKOUT_SUCCESS_ORDER,
  LOCAL_KEYS.MODE_BULK,
  LOCAL_KEYS.SHIPPING_INFO,
  LOCAL_KEYS.EPP_USER,
  LOCAL_KEYS.EPP_REFERRAL,
  LOCAL_KEYS.EPP_DISCOUNT,
]);
