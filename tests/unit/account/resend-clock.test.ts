import { describe, expect, it } from 'vitest';
import { rememberResendWait, secondsUntilResend } from '@/components/account/resend-clock';
import { formatWait } from '@/components/account/use-countdown';
import type { StorageLike } from '@/lib/storage/expiring-storage';

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('resend wait', () => {
  it('counts down the seconds before the same e-mail may ask again, in any letter case', () => {
    const storage = memoryStorage();
    rememberResendWait('Ada@Example.com', 60, 1_000_000, storage);
    expect(secondsUntilResend('ada@example.com', 1_000_000, storage)).toBe(60);
    expect(secondsUntilResend('ada@example.com', 1_045_500, storage)).toBe(15);
    expect(secondsUntilResend('ada@example.com', 1_060_000, storage)).toBe(0);
  });

  it('does not hold back another e-mail address', () => {
    const storage = memoryStorage();
    rememberResendWait('ada@example.com', 60, 0, storage);
    expect(secondsUntilResend('grace@example.com', 0, storage)).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatWait(60)).toBe('1:00');
    expect(formatWait(42)).toBe('0:42');
    expect(formatWait(0)).toBe('0:00');
  });
});
