import { describe, expect, it } from 'vitest';
import { canMovePaymentStatus } from '@/server/ordering/payments/payment-status';

describe('payment status moves only forward', () => {
  it('lets a waiting payment settle either way', () => {
    expect(canMovePaymentStatus('pending', 'captured')).toBe(true);
    expect(canMovePaymentStatus('requires_action', 'failed')).toBe(true);
    expect(canMovePaymentStatus('authorized', 'captured')).toBe(true);
  });

  it('never takes a settled payment back', () => {
    expect(canMovePaymentStatus('captured', 'pending')).toBe(false);
    expect(canMovePaymentStatus('captured', 'failed')).toBe(false);
    expect(canMovePaymentStatus('failed', 'captured')).toBe(false);
    expect(canMovePaymentStatus('expired', 'captured')).toBe(false);
    expect(canMovePaymentStatus('refunded', 'partially_refunded')).toBe(false);
  });

  it('lets refunds follow a capture', () => {
    expect(canMovePaymentStatus('captured', 'partially_refunded')).toBe(true);
    expect(canMovePaymentStatus('partially_refunded', 'refunded')).toBe(true);
  });
});
