import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestEvent } from '@/server/ordering/payments/test-provider/test-events';
import { signTestWebhook, verifyTestWebhook, WEBHOOK_SIGNATURE_HEADER } from '@/server/ordering/payments/test-provider/webhook-signature';
import { appErrorOf } from '@/tests/support/app-error-of';

const secret = 'unit-test-webhook-secret';
const now = new Date('2026-11-21T12:00:00Z');
const nowSec = Math.floor(now.getTime() / 1000);
const body = JSON.stringify(buildTestEvent({ type: 'payment.succeeded', reference: 'tp_abc', sequence: 1, amount: 12_345, occurredAt: now }));

describe('signTestWebhook', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256 in the header format t=…,v1=…', () => {
    const expected = createHmac('sha256', secret).update(`${nowSec}.${body}`).digest('hex');
    expect(signTestWebhook(body, secret, nowSec)).toBe(`t=${nowSec},v1=${expected}`);
  });
});

describe('verifyTestWebhook', () => {
  const headers = (value: string) => ({ [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: value });

  it('accepts a good signature and returns the event', () => {
    const event = verifyTestWebhook(body, headers(signTestWebhook(body, secret, nowSec)), { secret, now });
    expect(event).toMatchObject({ type: 'payment.succeeded', reference: 'tp_abc', sequence: 1, amount: 12_345, eventId: 'evt_tp_abc_1' });
  });

  it('finds the header whatever its case, and accepts a rotated secret among several v1 values', () => {
    const header = `${signTestWebhook(body, 'old-secret', nowSec)},v1=${signTestWebhook(body, secret, nowSec).split('v1=')[1]}`;
    expect(verifyTestWebhook(body, { [WEBHOOK_SIGNATURE_HEADER]: header }, { secret, now }).reference).toBe('tp_abc');
  });

  it('refuses a signature made with another secret (401)', () => {
    expect(appErrorOf(() => verifyTestWebhook(body, headers(signTestWebhook(body, 'other', nowSec)), { secret, now })).httpStatus).toBe(401);
  });

  it('refuses a body changed after signing (401)', () => {
    const tampered = body.replace('12345', '1');
    expect(appErrorOf(() => verifyTestWebhook(tampered, headers(signTestWebhook(body, secret, nowSec)), { secret, now })).httpStatus).toBe(401);
  });

  it('refuses a delivery older than 5 minutes, or from the future, as a replay (401)', () => {
    expect(verifyTestWebhook(body, headers(signTestWebhook(body, secret, nowSec - 299)), { secret, now }).sequence).toBe(1);
    expect(appErrorOf(() => verifyTestWebhook(body, headers(signTestWebhook(body, secret, nowSec - 301)), { secret, now })).httpStatus).toBe(401);
    expect(appErrorOf(() => verifyTestWebhook(body, headers(signTestWebhook(body, secret, nowSec + 301)), { secret, now })).httpStatus).toBe(401);
  });

  it('refuses a missing or malformed header (401)', () => {
    expect(appErrorOf(() => verifyTestWebhook(body, {}, { secret, now })).httpStatus).toBe(401);
    expect(appErrorOf(() => verifyTestWebhook(body, headers('garbage'), { secret, now })).httpStatus).toBe(401);
    expect(appErrorOf(() => verifyTestWebhook(body, headers(`t=${nowSec},v1=zz`), { secret, now })).httpStatus).toBe(401);
  });

  it('refuses a correctly signed body that is not JSON or not an event (400)', () => {
    for (const raw of ['not json', '{"type":"payment.succeeded"}', '[]']) {
      expect(appErrorOf(() => verifyTestWebhook(raw, headers(signTestWebhook(raw, secret, nowSec)), { secret, now })).httpStatus).toBe(400);
    }
  });
});
