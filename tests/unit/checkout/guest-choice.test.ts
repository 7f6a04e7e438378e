// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_CHOICE_TTL_MS, hasChosenGuest, rememberGuestChoice, shouldAskCheckoutChoice } from '@/components/checkout/guest-choice';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the guest-or-sign-in choice is asked once', () => {
  it('remembers "guest" in this browser beyond the visit, for half a year', () => {
    const now = Date.now();
    rememberGuestChoice(now);
    window.sessionStorage.clear();
    expect(hasChosenGuest(now + 30 * 24 * 60 * 60 * 1000)).toBe(true);
    expect(hasChosenGuest(now + GUEST_CHOICE_TTL_MS + 1)).toBe(false);
  });

  it('asks only a visitor with nothing saved on the checkout who has not chosen yet', () => {
    expect(shouldAskCheckoutChoice({ isLoggedIn: false, hasSavedContact: false, chosenGuest: false })).toBe(true);
    expect(shouldAskCheckoutChoice({ isLoggedIn: true, hasSavedContact: false, chosenGuest: false })).toBe(false);
    expect(shouldAskCheckoutChoice({ isLoggedIn: false, hasSavedContact: true, chosenGuest: false })).toBe(false);
    expect(shouldAskCheckoutChoice({ isLoggedIn: false, hasSavedContact: false, chosenGuest: true })).toBe(false);
  });
});
