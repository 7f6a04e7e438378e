/*
 * The programme timers (referral rewards, points of delivered orders) run only in a process told
 * to run them: PROGRAMME_SCHEDULERS=1. `npm start` sets it unless the environment says otherwise;
 * `next dev`, test runs and every e2e worker server leave it off, so a test moves time itself
 * (POST /api/v1/dev/referrals/run) and several servers on one database do not all tick.
 * Domain events still move referrals in every process (decision 0050).
 */
export function programmeSchedulersEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true', 'on', 'yes'].includes((env.PROGRAMME_SCHEDULERS ?? '').trim().toLowerCase());
}
