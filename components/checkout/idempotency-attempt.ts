/**
 * One Idempotency-Key per attempt to place an order. The key is kept when the request failed
 * without an answer (network, time-out, 5xx), so pressing the button again repeats the same
 * attempt and the server answers the order it may already have made; it is dropped once the
 * server has answered (a decline, a changed total) or the shopper changes the payment.
 */
export class IdempotencyAttempt {
  private key: string | null = null;

  constructor(private readonly makeKey: () => string = randomKey) {}

  /** The key of the current attempt, made on first use. */
  current(): string {
    this.key ??= this.makeKey();
    return this.key;
  }

  /** The server answered (or the inputs changed): the next press is a new attempt. */
  finish(): void {
    this.key = null;
  }
}

function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old browsers without randomUUID: 128 random bits as hex.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
