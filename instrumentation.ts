/*
 * Runs once when a server process starts. Payment reconciliation must not wait for the first
 * checkout call after a restart: a process killed mid-checkout leaves orders only the
 * reconciler mends (server/ordering/checkout/reconcile-payments.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Sentry only with a DSN (issue 23 item 5, decision 0043): without one the SDK is never loaded.
  const dsn = process.env.SENTRY_DSN?.trim();
  if (dsn) {
    const { initServerMonitoring } = await import('./server/http/monitoring/sentry-server');
    initServerMonitoring({ dsn });
  }
  const { startPaymentReconciler } = await import('./server/ordering/checkout/payment-reconciler');
  startPaymentReconciler();
  // Scheduled posts and articles publish on time without a request to the editor (decision 0037).
  const { startContentScheduler } = await import('./server/content/editor/content-scheduler');
  startContentScheduler();
  // The referral programme follows sign-ups and order status changes as they commit (decision 0050).
  const { subscribeReferralProgramme } = await import('./server/programmes/referrals/referral-events');
  subscribeReferralProgramme();
  // Points of delivered orders are awarded without waiting for the shopper (decision 0040);
  // this timer and the referral one run only with PROGRAMME_SCHEDULERS=1 (npm start's default).
  const { startPointsScheduler } = await import('./server/programmes/points/points-scheduler');
  startPointsScheduler();
  // Referral rewards are paid when a friend's first order passes its return window (decision 0039).
  const { startReferralScheduler } = await import('./server/programmes/referrals/referral-scheduler');
  startReferralScheduler();
  // Analytics events wait in memory for their batch: written before the process exits (decision 0042).
  const { flushAnalyticsOnShutdown } = await import('./server/analytics/collector/flush-on-shutdown');
  flushAnalyticsOnShutdown();
}

type CaptureRequestError = typeof import('@sentry/nextjs').captureRequestError;

/** Errors of pages and getServerSideProps (API routes report through withApi) go to Sentry when it is on. */
export async function onRequestError(...args: Parameters<CaptureRequestError>): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN?.trim()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}
