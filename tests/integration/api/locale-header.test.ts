import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { withApi } from '@/server/http/with-api';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { callApi } from './support/call-api';
import { expectSuccessData } from './support/envelope';
import { testRoute } from './support/test-route';

const whichLocale = defineEndpoint({
  method: 'GET',
  path: '/v1/test/locale',
  summary: 'Test: locale',
  tags: ['Test'],
  auth: 'public',
  response: z.object({ locale: z.string(), language: z.string() }),
});

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ '/api/v1/test/locale': testRoute(withApi(whichLocale, ({ locale, language }) => ({ locale, language }))) });
});
afterAll(() => api.close());

const url = () => `${api.url}/api/v1/test/locale`;

describe('the "location" locale header', () => {
  it('defaults to en-US when the header is missing', async () => {
    expect(expectSuccessData(await callApi(url()))).toEqual({ locale: 'en-US', language: 'en' });
  });

  it.each([
    ['fr-FR', 'fr'],
    ['de-DE', 'de'],
    ['en-GB', 'en'],
    ['en-CA', 'en'],
  ])('reads %s and its language', async (locale, language) => {
    expect(expectSuccessData(await callApi(url(), { headers: { location: locale } }))).toEqual({ locale, language });
  });

  it.each(['xx-YY', 'fr', 'FR-fr', '', 'https://example.com/'])('falls back to en-US for an invalid value (%j)', async (value) => {
    expect(expectSuccessData(await callApi(url(), { headers: { location: value } }))).toEqual({ locale: 'en-US', language: 'en' });
  });
});
