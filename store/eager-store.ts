/* Imported for its effect by pages that need the store from their first render: the runtime is
 * then part of the page's own chunk and the store is made at once (decision 0056). */
import { registerStoreRuntime } from './store-runtime-registry';
import * as runtime from './store-runtime';

registerStoreRuntime(runtime);
