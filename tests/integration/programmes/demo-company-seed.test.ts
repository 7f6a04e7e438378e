import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myProgrammesSchema } from '@/lib/contracts/programmes/programmes-schemas';
import { DEMO_COMPANY, seedDemoCompany } from '@/server/db/seed/demo-company';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startAccountsApi, type AccountsApi } from '@/tests/integration/accounts/support/accounts-api';
import { buildPerson } from '@/tests/support/builders/brands';
import { latestProgrammeCode } from './support/programme-mails';

/* Issue 19 gap 6: a fresh database has an enrolled employer, so /employees can be tried at once. */

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi(['pages/api/v1/programmes']);
  await api.db.transaction((tx) => seedDemoCompany(tx));
  // Seeding again (npm run db:seed -- --replace) changes nothing.
  await api.db.transaction((tx) => seedDemoCompany(tx));
});
afterAll(() => api.close());

describe('the seeded demo company', () => {
  it('lets a shopper verify a work address on its domain and get its programme discount', async () => {
    const shopper = await buildPerson(api.db);
    const email = `sam@${DEMO_COMPANY.domain}`;
    expectSuccessData(await api.call('POST', '/v1/me/work-email', { body: { email }, headers: shopper.headers }));
    const code = await latestProgrammeCode(api.db, email);
    const programmes = myProgrammesSchema.parse(expectSuccessData(await api.call('POST', '/v1/me/verify-work-email', { body: { code }, headers: shopper.headers })));
    expect(programmes.epp).toMatchObject({ company_name: DEMO_COMPANY.name, discount_bps: DEMO_COMPANY.discountBps, active: true });
  });
});
