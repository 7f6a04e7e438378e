import type { Db } from '@/server/db/client';
import { syncStaffEmails } from '@/server/accounts/operators/sync-staff-emails';
import { brands } from '@/server/db/schema/brands/brands';

/*
 * The store operator of the end-to-end tests (decision 0030): listed in each worker's database
 * copy as STAFF_EMAILS would list them, and signed in through the API like any operator, so
 * admin routes see a real operator and not a token made up by the test.
 */

export const E2E_OPERATOR_EMAIL = 'ops@deskhaus.test';

/** The operator whose token the harness sends to the dev tools (outbox, test payments) on every request. */
export const E2E_DEV_TOOLS_EMAIL = 'devtools@deskhaus.test';

/**
 * The JWT key of the worker servers, set in this process too so that the dev-tools token minted
 * here verifies there: a fixed test key unless the environment gives one.
 */
export function applyE2eJwtSecret(): void {
  process.env.AUTH_JWT_SECRET ||= 'e2e-only-jwt-secret-never-used-by-a-deployment';
}

/** An approved brand without a store, for the operators' journey: suspending it hides no product other tests use. */
export const E2E_BRAND_NAME = 'E2E Walnut Works';

/** Lists the operator (and the brand they manage) in a worker's database copy. */
export async function listE2eOperator(db: Db): Promise<void> {
  await syncStaffEmails(db, E2E_OPERATOR_EMAIL);
  await db
    .insert(brands)
    .values({ status: 'approved', legalName: 'E2E Walnut Works GmbH', displayName: E2E_BRAND_NAME, country: 'DE', contactEmail: 'hello@walnut-works.example', createdByCustomerId: 0, reviewedAt: new Date() });
}
