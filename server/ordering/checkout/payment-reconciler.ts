import { reconcilePayments } from './reconcile-payments';

/*
 * Runs reconciliation (with the retry of unsettled self-service refunds) every minute inside
 * the process that serves the API (with PGlite, the only process that may open the database).
 * Started once per process; a run never overlaps the previous one; the timer does not keep the
 * process alive. PAYMENT_RECONCILE_INTERVAL_MS=0 switches it off (tests run reconciliation
 * themselves).
 */

const key = Symbol.for('deskhaus.paymentReconciler');
type WithReconciler = typeof globalThis & { [key]?: NodeJS.Timeout };

export function startPaymentReconciler(): void {
  const g = globalThis as WithReconciler;
  const interval = Number(process.env.PAYMENT_RECONCILE_INTERVAL_MS ?? (process.env.NODE_ENV === 'test' ? 0 : 60_000));
  if (g[key] || !(interval > 0)) return;
  let running = false;
  g[key] = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments()
      .then((summary) => {
        if (summary.examined > 0 || summary.refundsRetried > 0) console.info(`[reconcile] ${JSON.stringify(summary)}`);
      })
      .catch((error: unknown) => console.warn(`[reconcile] failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  }, interval);
  g[key].unref();
}
