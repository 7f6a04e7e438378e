import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LandingEditorPageData, LandingList } from '@/lib/contracts/content/landings-schemas';
import { getLandingPage } from '@/server/content/landings/get-landing-page';
import { seedLandings } from '@/server/db/seed/seed-landings';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { discoverApiRoutes, loadApiRoutes, startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { buildOperator, buildPerson } from '@/tests/support/builders/brands';

/* The landing editor's API (decision 0036): operators only; drafts, publishing, refusals in the envelope. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let api: ApiServer;
let operator: Record<string, string>;
let customer: Record<string, string>;
let operatorEmail: string;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  database = await createTestDatabase();
  await seedLandings(database.db);
  const op = await buildOperator(database.db);
  operator = op.headers;
  operatorEmail = op.customer.email;
  customer = (await buildPerson(database.db)).headers;
  api = await startApiServer(await loadApiRoutes(discoverApiRoutes('pages/api/v1/admin/content')));
});
afterAll(async () => {
  await api.close();
  await database.drop();
  vi.restoreAllMocks();
});

const call = (method: string, path: string, headers: Record<string, string> | undefined, body?: unknown): Promise<ApiAnswer> =>
  callApi(`${api.url}/api${path}`, { method, body, headers });

describe('the landing editor API', () => {
  it('is for operators only', async () => {
    expectErrorEnvelope(await call('GET', '/v1/admin/content/landings', undefined), 401);
    expectErrorEnvelope(await call('GET', '/v1/admin/content/landings', customer), 403);
    expectErrorEnvelope(await call('POST', '/v1/admin/content/landings/1/publication', customer), 403);
  });

  it('saves a draft, publishes it with who and when, and refuses an invalid draft field by field', async () => {
    const list = expectSuccessData(await call('GET', '/v1/admin/content/landings', operator)) as LandingList;
    expect(list.pages).toHaveLength(20);
    const target = list.pages.find((page) => page.path === '/pod-adus')!;
    const page = expectSuccessData(await call('GET', `/v1/admin/content/landings/${target.id}`, operator)) as LandingEditorPageData;
    const draft = structuredClone(page.draft);
    draft.title.fr = 'Cabine ou bureau de jardin : comparatif';

    const saved = expectSuccessData(await call('PUT', `/v1/admin/content/landings/${target.id}/draft`, operator, { document: draft })) as LandingEditorPageData;
    expect(saved).toMatchObject({ draftSavedBy: operatorEmail, hasUnpublishedChanges: true });
    expect((await getLandingPage('/pod-adus', 'fr'))!.title).toBe('Cabine d’intérieur ou bureau de jardin ?');

    const published = expectSuccessData(await call('POST', `/v1/admin/content/landings/${target.id}/publication`, operator)) as LandingEditorPageData;
    expect(published).toMatchObject({ publishedBy: operatorEmail, hasUnpublishedChanges: false });
    expect((await getLandingPage('/pod-adus', 'fr'))!.title).toBe('Cabine ou bureau de jardin : comparatif');

    const broken = structuredClone(draft);
    broken.blocks[0] = { ...broken.blocks[0]!, settings: { href: 'https://elsewhere.example' } } as typeof broken.blocks[0];
    const refused = expectErrorEnvelope(await call('PUT', `/v1/admin/content/landings/${target.id}/draft`, operator, { document: broken }), 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(refused)).toContain('body.document.blocks.0.settings.href');

    expectErrorEnvelope(await call('GET', '/v1/admin/content/landings/999999', operator), 404, 'NOT_FOUND');
    expectErrorEnvelope(await call('GET', '/v1/admin/content/landings/abc', operator), 400);
  });
});
