import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_GATEWAY_ID, PAYMENT_METHOD, isPaymentMethodId, paymentMethodId, paymentMethodName } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION, isPaymentOption, paymentOptionCode, paymentOptionName } from '@/lib/constants/payment-options';

describe('payment method ids (spec §9, public contract)', () => {
  it('keeps the exact ids', () => {
    expect(PAYMENT_METHOD).toEqual({
      CARD: 1, ONLINE_WALLET: 4, PAY_IN_INSTALLMENTS: 5, TRANSAX: 7, ETH: 9, CHECK_OUT: 10, ALIPAY: 12, CARD_GATEWAY: 13,
      AUTHORIZE: 15, AMAZON_PAY: 16, ACH: 17, APPLE_PAY: 18, GOOGLE_PAY: 19, INCOGNITO: 20, WIRE: 21, SOLANA: 22,
      CRYPTO: 23, AMAZON_PAY_V2: 24, CHECK_OUT_V2: 25,
    });
  });

  it('defaults the checkout gateway to the card gateway, id 13', () => {
    expect(DEFAULT_PAYMENT_GATEWAY_ID).toBe(13);
  });

  it('looks methods up by id and by name', () => {
    expect(paymentMethodName(18)).toBe('APPLE_PAY');
    expect(paymentMethodId('SOLANA')).toBe(22);
    expect(isPaymentMethodId(2)).toBe(false);
    expect(paymentMethodName('18')).toBeUndefined();
  });
});

describe('payment option codes (spec §9, public contract)', () => {
  it('keeps the exact codes', () => {
    expect(PAYMENT_OPTION).toEqual({ CREDIT_CARD: 0, MONTHLY_PAYMENTS: 1, ACH: 2, WIRE: 3, SOLANA: 4, CRYPTO: 5 });
  });

  it('looks options up by code and by name', () => {
    expect(paymentOptionName(0)).toBe('CREDIT_CARD');
    expect(paymentOptionCode('CRYPTO')).toBe(5);
    expect(isPaymentOption(6)).toBe(false);
  });
});
