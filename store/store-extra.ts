import type { CheckoutPersistence } from './checkout-persistence';
import type { SessionApi, TokenStore } from './session-types';

/**
 * What the session needs to remember for the life of one page (one store), outside the state:
 * it is bookkeeping for the rules, not something a component renders.
 */
export interface SessionGate {
  /** Set when app-load session restoration has begun, so a second mount does not repeat it. */
  restoreStarted: boolean;
  /** The one refresh-token sign-in this page may make (spec §4); resolves to whether it worked. */
  refreshAttempt: Promise<boolean> | null;
  refreshSettled: boolean;
  /** Bumped by every sign-in and sign-out, so answers meant for an earlier session are ignored. */
  generation: number;
}

export function createSessionGate(): SessionGate {
  return { restoreStarted: false, refreshAttempt: null, refreshSettled: false, generation: 0 };
}

/** The thunk and listener extra argument: every outside effect the store performs goes through it. */
export interface StoreExtra {
  sessionApi: SessionApi;
  tokenStore: TokenStore;
  checkoutPersistence: CheckoutPersistence;
  sessionGate: SessionGate;
}
