/* What the deferred store loads (store/deferred-store.ts): Redux Toolkit, the reducers, the
 * session thunks and the action creators the first-load shell dispatches. */
import * as actions from './store-actions';

export { makeStore } from './make-store';
export { actions };
