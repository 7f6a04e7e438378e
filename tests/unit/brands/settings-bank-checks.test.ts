import { describe, expect, it } from 'vitest';
import { abaRoutingNumberIsValid, ibanChecksumIsValid, ibanProblem, maskAccount, normalizeIban } from '@/lib/contracts/brands/settings-bank-checks';
import { payoutBodySchema } from '@/lib/contracts/brands/settings-schemas';

describe('IBAN check (mod 97)', () => {
  it('accepts valid IBANs of several countries, whatever their spacing and case', () => {
    for (const iban of ['DE89 3704 0044 0532 0130 00', 'fr14 2004 1010 0505 0001 3m02 606', 'GB29 NWBK 6016 1331 9268 19', 'NL91ABNA0417164300']) {
      expect(ibanChecksumIsValid(normalizeIban(iban)), iban).toBe(true);
    }
  });

  it('refuses a single changed digit or swapped neighbours', () => {
    expect(ibanChecksumIsValid('DE89370400440532013001')).toBe(false);
    expect(ibanChecksumIsValid('DE89370400440532010300')).toBe(false);
  });

  it('names the problem: another country’s IBAN, a wrong length, a typo', () => {
    expect(ibanProblem('DE89370400440532013000', 'FR')).toMatch(/starts with FR/);
    expect(ibanProblem('DE8937040044053201300', 'DE')).toMatch(/22 characters/);
    expect(ibanProblem('DE89370400440532013001', 'DE')).toMatch(/typo/);
    expect(ibanProblem('DE89370400440532013000', 'DE')).toBeNull();
  });
});

describe('ABA routing number check', () => {
  it('accepts real routing numbers and refuses a changed digit or a wrong length', () => {
    expect(abaRoutingNumberIsValid('021000021')).toBe(true);
    expect(abaRoutingNumberIsValid('011000015')).toBe(true);
    expect(abaRoutingNumberIsValid('021000022')).toBe(false);
    expect(abaRoutingNumberIsValid('02100002')).toBe(false);
    expect(abaRoutingNumberIsValid('02100002a')).toBe(false);
  });
});

describe('masking', () => {
  it('keeps only the last four characters', () => {
    expect(maskAccount('000123454821')).toBe('•••• 4821');
    expect(maskAccount('DE89370400440532013000')).toBe('•••• 3000');
  });
});

describe('payout body', () => {
  it('takes an IBAN for IBAN countries and routing plus account number for the US', () => {
    expect(payoutBodySchema.parse({ account_holder: ' Oak GmbH ', country: 'DE', iban: 'de89 3704 0044 0532 0130 00' })).toEqual({ account_holder: 'Oak GmbH', country: 'DE', iban: 'DE89370400440532013000' });
    expect(payoutBodySchema.safeParse({ account_holder: 'Oak', country: 'US', routing_number: '021000021', account_number: '12345678' }).success).toBe(true);
    expect(payoutBodySchema.safeParse({ account_holder: 'Oak', country: 'US', iban: 'DE89370400440532013000' }).success).toBe(false);
    expect(payoutBodySchema.safeParse({ account_holder: 'Oak', country: 'JP', iban: 'DE89370400440532013000' }).success).toBe(false);
  });
});
