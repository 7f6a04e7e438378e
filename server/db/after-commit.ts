import type { Db } from './client';
import type { DbOrTx } from './db-or-tx';

/*
 * Work that must wait until a transaction has committed (decision 0050: domain events). The
 * database handle's `transaction` is wrapped once when it is opened: each transaction, and any
 * savepoint inside it, gets a queue, run in order after COMMIT and dropped on ROLLBACK. Work
 * given a handle outside any transaction runs on the next turn of the event loop.
 */

type Job = () => void;
const queues = new WeakMap<object, Job[]>();
const wrapped = Symbol.for('deskhaus.afterCommit');

type Transactional = { transaction: Db['transaction']; [wrapped]?: true };

/** Gives every transaction opened through `handle` (and its savepoints) an after-commit queue. */
function wrapTransactions(handle: Transactional, queue: Job[] | null): void {
  const original = handle.transaction.bind(handle);
  const transaction = async (run: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    const own: Job[] = queue ?? [];
    const result = await original(async (tx) => {
      queues.set(tx, own);
      wrapTransactions(tx as unknown as Transactional, own);
      return run(tx);
    }, config);
    // A savepoint's work waits for the outer COMMIT (it shares the outer queue).
    if (queue === null) for (const job of own.splice(0)) job();
    return result;
  };
  handle.transaction = transaction as Db['transaction'];
  handle[wrapped] = true;
}

export function withAfterCommit<T extends Db>(db: T): T {
  const handle = db as unknown as Transactional;
  if (!handle[wrapped]) wrapTransactions(handle, null);
  return db;
}

/** Runs `job` once the transaction `db` belongs to has committed (never if it rolls back). */
export function afterCommit(db: DbOrTx, job: Job): void {
  const queue = queues.get(db);
  if (queue) queue.push(job);
  else setImmediate(job);
}
