import type { Db } from './client';

/*
 * The handle every repository takes. It lives here, beside the database client, because every
 * context's repositories and use cases pass it along: owned by one context, it made every other
 * context import that context's repository just for a type.
 */

/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction (or the database itself: both take the same queries). */
export type DbOrTx = Db | Tx;
