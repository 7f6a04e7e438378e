import { describe, expect, it } from 'vitest';
import { openPayout, payoutKey, sealPayout } from '@/server/brands/settings/seal-payout';

describe('sealPayout', () => {
  const key = payoutKey('test key');
  const plain = JSON.stringify({ routing_number: '021000021', account_number: '000123454821' });

  it('stores a value that contains neither number and opens back with the key', () => {
    const sealed = sealPayout(plain, key);
    expect(sealed).not.toContain('000123454821');
    expect(sealed).not.toContain('4821');
    expect(sealed).not.toContain(Buffer.from(plain).toString('base64url'));
    expect(openPayout(sealed, key)).toBe(plain);
  });

  it('seals the same number differently each time (random IV)', () => {
    expect(sealPayout(plain, key)).not.toBe(sealPayout(plain, key));
  });

  it('refuses to open with another key or after tampering', () => {
    const sealed = sealPayout(plain, key);
    expect(() => openPayout(sealed, payoutKey('another key'))).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openPayout([parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.'), key)).toThrow();
  });
});
