/*
 * Runs once when a server process starts. Payment reconciliation must not wait for the first
 * checkout call after a restart: a process killed mid-checkout leaves orders only the
 * reconciler mends (server/ordering/checkout/reconcile-payments.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startPaymentReconciler } = await import('./server/ordering/checkout/payment-reconciler');
  startPaymentReconciler();
  // Scheduled posts and articles publish on time without a request to the editor (decision 0037).
  const { startContentScheduler } = await import('./server/content/editor/content-scheduler');
  startContentScheduler();
  // Points of delivered orders are awarded without waiting for the shopper (decision 0040).
  const { startPointsScheduler } = await import('./server/programmes/points/points-scheduler');
  startPointsScheduler();
  // Referral rewards are paid when a friend's first order passes its return window (decision 0039).
  const { startReferralScheduler } = await import('./server/programmes/referrals/referral-scheduler');
  startReferralScheduler();
  // Analytics events wait in memory for their batch: written before the process exits (decision 0042).
  const { flushAnalyticsOnShutdown } = await import('./server/analytics/collector/flush-on-shutdown');
  flushAnalyticsOnShutdown();
}
