import { afterCommit } from '@/server/db/after-commit';
import type { DbOrTx } from '@/server/db/db-or-tx';

/*
 * Facts one context announces and another reacts to, without the announcer importing the
 * listener (decision 0050): ordering and accounts sit below programmes, so they publish and
 * programmes subscribes. Events are delivered after the announcing transaction commits, in this
 * process only and at most once: a listener must be idempotent and must not be the only way its
 * work gets done (programmes keeps a scheduled catch-up for a process that stopped in between).
 */

export type DomainEvent =
  /** accounts linked a customer to the referrer of their sign-up link. */
  | { type: 'customer.referred'; customerId: number; referrerId: number; at: Date }
  /** ordering moved an order from one status to another. */
  | { type: 'order.status_changed'; orderId: number; from: number; to: number; at: Date };

export type DomainEventListener = (event: DomainEvent) => Promise<void>;

const key = Symbol.for('deskhaus.domainEvents');
interface Bus {
  listeners: Map<string, DomainEventListener>;
  inFlight: Set<Promise<void>>;
}
type WithBus = typeof globalThis & { [key]?: Bus };

/* On globalThis: Next bundles routes separately, and instrumentation subscribes for all of them. */
function bus(): Bus {
  const g = globalThis as WithBus;
  g[key] ??= { listeners: new Map(), inFlight: new Set() };
  return g[key];
}

/** Adds (or, under the same name, replaces) a listener; returns how to remove it. */
export function subscribeToDomainEvents(name: string, listener: DomainEventListener): () => void {
  bus().listeners.set(name, listener);
  return () => {
    if (bus().listeners.get(name) === listener) bus().listeners.delete(name);
  };
}

/** Announces `event` once the transaction of `db` commits; a failing listener is logged, never thrown back. */
export function publishDomainEvent(db: DbOrTx, event: DomainEvent): void {
  afterCommit(db, () => {
    for (const [name, listener] of bus().listeners) {
      const run = listener(event)
        .catch((error: unknown) => console.warn(`[domain-events] ${name} failed on ${event.type}: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => bus().inFlight.delete(run));
      bus().inFlight.add(run);
    }
  });
}

/** Resolves when every listener started so far has finished (tests; a graceful shutdown). */
export async function settleDomainEvents(): Promise<void> {
  // Work queued with setImmediate starts on the next turn; listeners may publish again.
  for (let round = 0; round < 10; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    if (bus().inFlight.size === 0) return;
    await Promise.all([...bus().inFlight]);
  }
}
