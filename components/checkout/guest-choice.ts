import { browserSessionStorage, readStored, writeStored } from '@/lib/storage/expiring-storage';

/* A visitor who chose to check out as a guest is not asked again during this visit. */
const GUEST_CHOICE_KEY = 'dh_checkout_as_guest';

export function rememberGuestChoice(): void {
  writeStored(browserSessionStorage('essential'), GUEST_CHOICE_KEY, true);
}

export function hasChosenGuest(): boolean {
  return readStored<boolean>(browserSessionStorage('essential'), GUEST_CHOICE_KEY) === true;
}
