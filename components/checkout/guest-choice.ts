import { browserLocalStorage, readStored, writeStored } from '@/lib/storage/expiring-storage';

/*
 * A visitor who chose to check out as a guest is not asked again in this browser for a while
 * (issue 20 item 7): the choice used to live in session storage, so every new visit asked again.
 * Essential storage: it only remembers an answer the shopper gave, for the checkout they started.
 */
const GUEST_CHOICE_KEY = 'dh_checkout_as_guest';
export const GUEST_CHOICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export function rememberGuestChoice(now = Date.now()): void {
  writeStored(browserLocalStorage('essential'), GUEST_CHOICE_KEY, true, GUEST_CHOICE_TTL_MS, now);
}

export function hasChosenGuest(now = Date.now()): boolean {
  return readStored<boolean>(browserLocalStorage('essential'), GUEST_CHOICE_KEY, now) === true;
}

/** The gate asks only a visitor with nothing saved: an e-mail or address on the checkout means they chose before. */
export function shouldAskCheckoutChoice(input: { isLoggedIn: boolean; hasSavedContact: boolean; chosenGuest: boolean }): boolean {
  return !input.isLoggedIn && !input.hasSavedContact && !input.chosenGuest;
}
