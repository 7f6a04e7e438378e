import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildSavedCard } from '@/tests/support/builders/payments';
import { emailChangeConfirmedSchema } from '@/lib/contracts/accounts/customers-schemas';
import { bearerOf, changeEmail, requestSignInMail, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

describe('GET /v1/me/payment-setting', () => {
  it('offers the card gateway (13) by default and the methods of the profile country', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await api.call('PUT', '/v1/me/update', { body: { country: 'DE', zip_code: '10115' }, headers: bearerOf(session) }));
    const setting = expectSuccessData(await api.call('GET', '/v1/me/payment-setting', { headers: bearerOf(session) })) as Record<string, unknown>;
    expect(setting).toEqual({
      country: 'DE',
      default_gateway_id: 13,
      available_methods: [
        { id: 13, name: 'CARD_GATEWAY' },
        { id: 18, name: 'APPLE_PAY' },
        { id: 19, name: 'GOOGLE_PAY' },
        { id: 4, name: 'ONLINE_WALLET' },
      ],
      saved_cards: [],
    });
  });

  it("uses the page locale's country while the profile has none", async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const setting = expectSuccessData(await api.call('GET', '/v1/me/payment-setting', { headers: { ...bearerOf(session), location: 'en-CA' } })) as { country: string; available_methods: { id: number }[] };
    expect(setting.country).toBe('CA');
    expect(setting.available_methods.map((m) => m.id)).toEqual([13, 18, 19, 5]);
  });

  it("lists the customer's saved cards, newest first, as /v1/me/saved-cards does", async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const other = await signInWithCode(api, uniqueEmail());
    const older = await buildSavedCard(api.db, { customerId: session.customer.id, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031, createdAt: new Date('2026-01-05T10:00:00Z') });
    const newer = await buildSavedCard(api.db, { customerId: session.customer.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, createdAt: new Date('2026-02-05T10:00:00Z') });
    await buildSavedCard(api.db, { customerId: other.customer.id, last4: '1881' });

    const setting = expectSuccessData(await api.call('GET', '/v1/me/payment-setting', { headers: bearerOf(session) })) as { saved_cards: unknown[] };
    expect(setting.saved_cards).toEqual([
      { id: newer.id, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      { id: older.id, brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 },
    ]);
    const savedCards = expectSuccessData(await api.call('GET', '/v1/me/saved-cards', { headers: bearerOf(session) })) as { items: unknown[] };
    expect(setting.saved_cards).toEqual(savedCards.items);
  });

  it('answers 401 without a token', async () => {
    expectErrorEnvelope(await api.call('GET', '/v1/me/payment-setting'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /v1/customers/in-app-notifications', () => {
  it('greets a new customer in their language, newest first, unread', async () => {
    const email = uniqueEmail();
    const { code } = await requestSignInMail(api, email);
    const session = expectSuccessData(
      await api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'otp', email, code }, headers: { location: 'fr-FR' } }),
    ) as { access_token: string };
    const list = expectSuccessData(await api.call('GET', '/v1/customers/in-app-notifications', { headers: bearerOf(session) }));
    expect(list).toEqual({
      items: [{ id: expect.any(Number), title: 'Bienvenue chez Deskhaus', body: expect.stringContaining('Votre compte est prêt'), created_at: expect.any(String), read_at: null }],
      unread_count: 1,
    });
  });

  it('adds a notice when the e-mail changes', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const newEmail = uniqueEmail('new');
    const changed = emailChangeConfirmedSchema.parse(expectSuccessData(await changeEmail(api, session, newEmail)));
    const list = expectSuccessData(await api.call('GET', '/v1/customers/in-app-notifications', { headers: bearerOf(changed) })) as { items: { title: string; body: string }[]; unread_count: number };
    expect(list.unread_count).toBe(2);
    expect(list.items[0]).toMatchObject({ title: 'E-mail address changed', body: `Your account's e-mail address is now ${newEmail}.` });
  });

  it('answers 401 without a token', async () => {
    expectErrorEnvelope(await api.call('GET', '/v1/customers/in-app-notifications'), 401, 'UNAUTHORIZED');
  });
});
