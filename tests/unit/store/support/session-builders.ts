import { vi } from 'vitest';
import type { CheckoutPersistence } from '@/store/checkout-persistence';
import type { CheckoutOrder } from '@/store/checkout-types';
import { makeStore, type MakeStoreOptions } from '@/store/make-store';
import type { CustomerProfile, PaymentSetting, SessionApi, SignInResponse, SignOutResponse, TokenStore } from '@/store/session-types';

export function createCustomerProfile(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    email: 'ada@example.com',
    fullname: 'Ada Lovelace',
    address: '1 Analytical Way',
    apartment_suite: '',
    city: 'London',
    state: '',
    zip_code: 'N1 9GU',
    country: 'GB',
    phone: '+44 20 0000 0000',
    company: null,
    ...overrides,
  };
}

export function createSignInResponse(overrides: Partial<SignInResponse> = {}): SignInResponse {
  return {
    access_token: 'access-new',
    first_time: false,
    cart_id: 'cart-from-sign-in',
    customer: createCustomerProfile(),
    ...overrides,
  };
}

export function createCheckoutOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    id: 101,
    code: 'DH-101',
    amount: 499,
    shipping_price: 0,
    tax: 40,
    discount_price: 0,
    currency: 'USD',
    order_details: [{ product_code: 'SD-1', category_name: 'Standing desks', product_price: 459, quantity: 1 }],
    ...overrides,
  };
}

/** A SessionApi of mocks; by default every call fails, so each test states what succeeds. */
export function createFakeSessionApi() {
  const notStubbed = () => Promise.reject(new Error('not stubbed'));
  return {
    fetchProfile: vi.fn<() => Promise<CustomerProfile>>(notStubbed),
    refreshSession: vi.fn<() => Promise<SignInResponse>>(notStubbed),
    signOut: vi.fn<() => Promise<SignOutResponse>>(notStubbed),
    fetchPaymentSetting: vi.fn<() => Promise<PaymentSetting>>(notStubbed),
  } satisfies SessionApi;
}

/** Cookies kept in a map, so tests read what the session wrote. */
export function createMemoryTokenStore(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const tokenStore: TokenStore = {
    // dh_session stands for the server's marker beside the HttpOnly refresh cookie.
    readTokens: () => ({ accessToken: cookies.get('token') ?? null, hasRefreshSession: cookies.has('dh_session') }),
    writeAccessToken: (accessToken) => {
      cookies.set('token', accessToken);
    },
    clearTokens: () => {
      cookies.delete('token');
      cookies.delete('dh_session');
    },
    readCartId: () => cookies.get('CART_ID') ?? null,
    writeCartId: (cartId) => {
      cookies.set('CART_ID', cartId);
    },
  };
  return { tokenStore, cookies };
}

export function createMemoryCheckoutPersistence() {
  const saved: { order: CheckoutOrder | null; promotionCode: string | null } = { order: null, promotionCode: null };
  const persistence: CheckoutPersistence = {
    saveOrder: (order) => {
      saved.order = order;
    },
    readOrder: () => saved.order,
    removeOrder: () => {
      saved.order = null;
    },
    savePromotionCode: (code) => {
      saved.promotionCode = code;
    },
    removePromotionCode: () => {
      saved.promotionCode = null;
    },
  };
  return { persistence, saved };
}

/** A store whose outside world is all in memory. */
export function makeTestStore(options: { cookies?: Record<string, string> } & Omit<MakeStoreOptions, 'tokenStore' | 'checkoutPersistence'> = {}) {
  const sessionApi = createFakeSessionApi();
  const { tokenStore, cookies } = createMemoryTokenStore(options.cookies);
  const { persistence, saved } = createMemoryCheckoutPersistence();
  const store = makeStore({
    preloadedState: options.preloadedState,
    sessionApi: options.sessionApi ?? sessionApi,
    tokenStore,
    checkoutPersistence: persistence,
  });
  return { store, sessionApi, cookies, saved };
}

/** A promise the test settles by hand, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
