import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@/server/http/app-error';
import type { PaymentEvent } from '../payment-provider';

/*
 * Webhook signatures of the test gateway, in the shape real gateways use:
 *   X-Deskhaus-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
 * The timestamp is signed with the body, so an old delivery cannot be replayed later, and the
 * comparison takes constant time.
 */

export const WEBHOOK_SIGNATURE_HEADER = 'X-Deskhaus-Signature';
/** Deliveries older (or further in the future) than this are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export function signatureOf(body: string, secret: string, timestampSec: number): string {
  return createHmac('sha256', secret).update(`${timestampSec}.${body}`).digest('hex');
}

export function signTestWebhook(body: string, secret: string, timestampSec: number = Math.floor(Date.now() / 1000)): string {
  return `t=${timestampSec},v1=${signatureOf(body, secret, timestampSec)}`;
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function parseHeader(value: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const item = rest.join('=');
    if (key === 't' && /^\d{1,12}$/.test(item)) timestamp = Number(item);
    // Several v1 values let a secret be rotated without refusing deliveries in flight.
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(item)) signatures.push(item.toLowerCase());
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const paymentEventSchema = z.object({
  eventId: z.string().min(1).max(128),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.expired', 'payment.refunded', 'payment.confirmation']),
  reference: z.string().min(1).max(128),
  sequence: z.int().min(0),
  amount: z.int().min(0),
  occurredAt: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});

/** Checks the signature, then parses the event; 401 for a bad or stale signature, 400 for a bad body. */
export function verifyTestWebhook(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  options: { secret: string; now?: Date },
): PaymentEvent {
  const header = headerValue(headers, WEBHOOK_SIGNATURE_HEADER);
  const parsed = header ? parseHeader(header) : null;
  if (!parsed) throw new AppError('UNAUTHORIZED', `The webhook has no valid ${WEBHOOK_SIGNATURE_HEADER} header.`);
  const nowSec = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSec - parsed.timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new AppError('UNAUTHORIZED', 'The webhook signature is too old or too far in the future.');
  const expected = signatureOf(rawBody, options.secret, parsed.timestamp);
  if (!parsed.signatures.some((signature) => sameHex(signature, expected))) throw new AppError('UNAUTHORIZED', 'The webhook signature does not match.');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON.');
  }
  const event = paymentEventSchema.safeParse(json);
  if (!event.success) throw new AppError('BAD_REQUEST', 'The webhook body is not a payment event.');
  return event.data;
}
