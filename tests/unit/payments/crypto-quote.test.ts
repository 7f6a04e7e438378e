import { describe, expect, it } from 'vitest';
import { cryptoAddressFor, cryptoAmountFor } from '@/server/ordering/payments/test-provider/crypto-quote';
import { confirmationSteps } from '@/server/ordering/payments/test-provider/settle-test-payment';

describe('crypto quotes at the documented test rates', () => {
  it('divides the total by the rate and rounds up to the asset precision', () => {
    expect(cryptoAmountFor('ETH', 300_000, 'USD')).toBe('1.00000000');
    expect(cryptoAmountFor('ETH', 123_456, 'USD')).toBe('0.41152000');
    expect(cryptoAmountFor('ETH', 100, 'USD')).toBe('0.00033334');
    expect(cryptoAmountFor('USDC', 129_999, 'USD')).toBe('1299.990000');
    expect(cryptoAmountFor('SOL', 15_000, 'USD')).toBe('1.000000000');
    expect(cryptoAmountFor('USDC', 140, 'CAD')).toBe('1.000000');
  });

  it('has no quote for a currency without a rate', () => {
    expect(cryptoAmountFor('ETH', 1_000, 'JPY')).toBeNull();
  });

  it('gives each payment its own stable address in the network format', () => {
    expect(cryptoAddressFor('ETH', 'tp_1')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(cryptoAddressFor('ETH', 'tp_1')).toBe(cryptoAddressFor('ETH', 'tp_1'));
    expect(cryptoAddressFor('ETH', 'tp_1')).not.toBe(cryptoAddressFor('ETH', 'tp_2'));
    expect(cryptoAddressFor('SOL', 'tp_1')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('reports confirmations rising to the required number', () => {
    expect(confirmationSteps(12)).toEqual([1, 6, 12]);
    expect(confirmationSteps(32)).toEqual([1, 16, 32]);
    expect(confirmationSteps(1)).toEqual([1]);
  });
});
