import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { maintainEventPartitions } from '../partitions/maintain-event-partitions';
import { insertEventsWithRollups } from '../repository';
import { createKnownMembers, type KnownMembers } from '../rollups/known-members';
import { rollupIncrements } from '../rollups/rollup-increments';
import type { StoredEvent } from './to-stored-event';
import { setAnalyticsQueueDepth } from '@/server/http/metrics/registry';

/*
 * The collector answers as soon as events are validated: they wait here, in memory, and are
 * written in batches, when ANALYTICS_FLUSH_EVENTS are waiting (default 500) or
 * ANALYTICS_FLUSH_INTERVAL_MS after the first one arrived (default 1000). A failed write puts
 * the batch back. The queue is bounded (ANALYTICS_QUEUE_LIMIT, default 20,000): past it the
 * collector answers 503 rather than grow without end. On SIGTERM the queue is flushed
 * (instrumentation.ts), so a restart loses nothing.
 */

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

interface QueueState {
  pending: StoredEvent[];
  timer: NodeJS.Timeout | null;
  flushing: Promise<number> | null;
  /** Days whose partition exists, per database handle (tests and benches open several). */
  partitionedDays: WeakMap<object, Set<string>>;
  /** Distinct members already written, per database handle. */
  knownMembers: WeakMap<object, KnownMembers>;
}

const key = Symbol.for('deskhaus.analytics.eventQueue');
type WithQueue = typeof globalThis & { [key]?: QueueState };

function state(): QueueState {
  const g = globalThis as WithQueue;
  g[key] ??= { pending: [], timer: null, flushing: null, partitionedDays: new WeakMap(), knownMembers: new WeakMap() };
  // A process that loaded an older copy of this module (development reloads) lacks the new field.
  g[key].knownMembers ??= new WeakMap();
  return g[key];
}

/** Events accepted and not yet written. */
export function analyticsQueueDepth(): number {
  return state().pending.length;
}

export function enqueueAnalyticsEvents(events: readonly StoredEvent[]): void {
  const queue = state();
  if (queue.pending.length + events.length > envNumber('ANALYTICS_QUEUE_LIMIT', 20_000)) {
    throw new AppError('UNAVAILABLE', 'The collector is busy; send these events again a little later.');
  }
  queue.pending.push(...events);
  setAnalyticsQueueDepth(queue.pending.length);
  if (queue.pending.length >= envNumber('ANALYTICS_FLUSH_EVENTS', 500)) {
    void flushAnalyticsEvents().catch(() => undefined);
  } else if (!queue.timer) {
    queue.timer = setTimeout(() => {
      queue.timer = null;
      void flushAnalyticsEvents().catch(() => undefined);
    }, envNumber('ANALYTICS_FLUSH_INTERVAL_MS', 1_000));
    queue.timer.unref();
  }
}

function partitionedDaysOf(queue: QueueState): Set<string> {
  const db = getDb();
  let days = queue.partitionedDays.get(db);
  if (!days) queue.partitionedDays.set(db, (days = new Set()));
  return days;
}

async function writeBatch(queue: QueueState, batch: StoredEvent[]): Promise<void> {
  const days = [...new Set(batch.map((event) => event.day))];
  const known = partitionedDaysOf(queue);
  if (days.some((day) => !known.has(day))) {
    await maintainEventPartitions(new Date(), days);
    for (const day of days) known.add(day);
  }
  const db = getDb();
  let members = queue.knownMembers.get(db);
  if (!members) queue.knownMembers.set(db, (members = createKnownMembers()));
  const increments = rollupIncrements(batch);
  const uniques = members.unknown(increments.uniques);
  await insertEventsWithRollups(batch, { ...increments, uniques });
  members.remember(uniques);
}

/**
 * Writes every waiting event (one flush at a time; a call during a flush waits for it and then
 * writes what arrived meanwhile). Resolves with the number written.
 */
export async function flushAnalyticsEvents(): Promise<number> {
  const queue = state();
  if (queue.timer) {
    clearTimeout(queue.timer);
    queue.timer = null;
  }
  while (queue.flushing) await queue.flushing.catch(() => undefined);
  if (queue.pending.length === 0) return 0;
  const batch = queue.pending.splice(0, queue.pending.length);
  queue.flushing = writeBatch(queue, batch)
    .then(() => batch.length)
    .catch((error: unknown) => {
      queue.pending.unshift(...batch);
      queue.partitionedDays = new WeakMap();
      if (process.env.NODE_ENV !== 'test') console.warn(`[analytics] flush of ${batch.length} event(s) failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    })
    .finally(() => {
      queue.flushing = null;
      setAnalyticsQueueDepth(queue.pending.length);
    });
  return queue.flushing;
}
