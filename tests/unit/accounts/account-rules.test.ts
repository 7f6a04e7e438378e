import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginLink } from '@/server/accounts/login-link';
import { newReferralCode } from '@/server/accounts/new-referral-code';
import { paymentMethodsOf } from '@/server/accounts/payment-methods-by-country';
import { emailSchema, signInBodySchema } from '@/lib/contracts/accounts/customers-schemas';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('referral codes', () => {
  it('are 8 characters without look-alikes (0, O, 1, I)', () => {
    for (let i = 0; i < 200; i += 1) expect(newReferralCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });
});

describe('the magic link', () => {
  it('is absolute on NEXT_PUBLIC_SITE_URL, on the locale of the mail, with the address and token encoded', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.deskhaus.example/');
    expect(loginLink('en-US', 'ann+desk@example.test', 'tok')).toBe('https://www.deskhaus.example/otp?email=ann%2Bdesk%40example.test&token=tok');
    expect(loginLink('de-DE', 'a@b.test', 'tok')).toBe('https://www.deskhaus.example/de-DE/otp?email=a%40b.test&token=tok');
  });
});

describe('payment methods by country', () => {
  it('offers the card gateway first everywhere', () => {
    for (const country of ['US', 'CA', 'GB', 'FR', 'DE', 'AE', 'JP', '']) expect(paymentMethodsOf(country)[0]).toBe(13);
  });

  it('offers ACH only in the US and wallets of the EU in EU countries', () => {
    expect(paymentMethodsOf('US')).toContain(17);
    expect(paymentMethodsOf('FR')).not.toContain(17);
    expect(paymentMethodsOf('es')).toEqual(paymentMethodsOf('FR'));
  });
});

describe('request shapes', () => {
  it('compares e-mails lower-cased and trimmed', () => {
    expect(emailSchema.parse('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(emailSchema.safeParse('ann@').success).toBe(false);
  });

  it('reads a pasted code with spaces or a dash', () => {
    expect(signInBodySchema.parse({ grant_type: 'otp', email: 'a@b.test', code: ' 123-456 ' })).toMatchObject({ code: '123456' });
    expect(signInBodySchema.safeParse({ grant_type: 'otp', email: 'a@b.test', code: '12345' }).success).toBe(false);
  });

  it('refuses fields of another grant', () => {
    expect(signInBodySchema.safeParse({ grant_type: 'refresh_token', refresh_token: 'A'.repeat(43), email: 'a@b.test' }).success).toBe(false);
    expect(signInBodySchema.safeParse({ grant_type: 'password', email: 'a@b.test' }).success).toBe(false);
  });
});
