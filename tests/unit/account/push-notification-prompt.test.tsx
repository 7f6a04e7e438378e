// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PUSH_PROMPT_NOT_NOW_TTL_MS, PUSH_PROMPT_STORAGE_KEY, PushNotificationPrompt, shouldOfferPushPrompt } from '@/components/account/push-notification-prompt';
import { initialAuthState } from '@/store/slices/auth-slice';
import { createCustomerProfile, makeTestStore } from '../store/support/session-builders';
import { renderAccount } from './support/render-account';

type Permission = 'default' | 'granted' | 'denied';

function fakeNotifications(permission: Permission, answer: Permission = permission) {
  return { permission, requestPermission: vi.fn(() => Promise.resolve(answer)) } as unknown as typeof Notification;
}

function setUp(api: typeof Notification | undefined, { signedIn = true } = {}) {
  const auth = signedIn ? { ...initialAuthState, isReady: true, isLoggedIn: true, userProfile: createCustomerProfile() } : { ...initialAuthState, isReady: true };
  const { store } = makeTestStore({ preloadedState: { auth } });
  renderAccount(<PushNotificationPrompt api={api} />, store);
  return store;
}

const stored = () => window.localStorage.getItem(PUSH_PROMPT_STORAGE_KEY);
const prompt = () => screen.queryByRole('region', { name: 'Get order updates' });

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'dh_consent=essential; path=/';
});
afterEach(cleanup);

describe('push-notification prompt', () => {
  it('offers notifications to a signed-in customer who has not decided yet', () => {
    setUp(fakeNotifications('default'));
    expect(prompt()).toBeTruthy();
  });

  it('is not shown to a visitor, nor where the browser has no Notification API', () => {
    setUp(fakeNotifications('default'), { signedIn: false });
    expect(prompt()).toBeNull();
    cleanup();
    setUp(undefined);
    expect(prompt()).toBeNull();
  });

  it('waits until the consent layer has been answered, so the two never stack', () => {
    document.cookie = 'dh_consent=; path=/; max-age=0';
    setUp(fakeNotifications('default'));
    expect(prompt()).toBeNull();
  });

  it('"Not now" holds for 90 days, then the offer may come once more; a browser refusal holds for good', () => {
    setUp(fakeNotifications('default'));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    const inTwoMonths = Date.now() + 60 * 24 * 60 * 60 * 1000;
    expect(shouldOfferPushPrompt(fakeNotifications('default'), window.localStorage, inTwoMonths)).toBe(false);
    expect(shouldOfferPushPrompt(fakeNotifications('default'), window.localStorage, Date.now() + PUSH_PROMPT_NOT_NOW_TTL_MS + 1000)).toBe(true);
    window.localStorage.setItem(PUSH_PROMPT_STORAGE_KEY, JSON.stringify({ value: 'denied' }));
    expect(shouldOfferPushPrompt(fakeNotifications('default'), window.localStorage, Date.now() + 10 * PUSH_PROMPT_NOT_NOW_TTL_MS)).toBe(false);
  });

  it('remembers "Not now" and is not offered again', () => {
    setUp(fakeNotifications('default'));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
    expect(stored()).toContain('dismissed');
    cleanup();
    setUp(fakeNotifications('default'));
    expect(prompt()).toBeNull();
  });

  it('asks the browser, then confirms when notifications are allowed', async () => {
    const api = fakeNotifications('default', 'granted');
    const store = setUp(api);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(prompt()).toBeNull());
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
    expect(stored()).toContain('granted');
    expect(store.getState().ui.toasts[0]?.message).toMatch(/^Notifications are on/);
  });

  it('explains calmly when the browser blocks them, and does not ask again', async () => {
    setUp(fakeNotifications('default', 'denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Notifications are blocked or not supported/);
    expect(stored()).toContain('denied');
  });

  it('treats a browser that throws on the request as unsupported', async () => {
    const api = { permission: 'default', requestPermission: vi.fn(() => Promise.reject(new TypeError('not allowed'))) } as unknown as typeof Notification;
    setUp(api);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Notifications are blocked/);
    expect(stored()).toContain('unsupported');
  });

  it('stays away when the browser already has an answer', () => {
    setUp(fakeNotifications('denied'));
    expect(prompt()).toBeNull();
    cleanup();
    setUp(fakeNotifications('granted'));
    expect(prompt()).toBeNull();
  });
});
