import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { getSecret } from '@/server/config/secrets';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { PROGRAMME_CODE_MAX_ATTEMPTS, PROGRAMME_CODE_SEND_LIMIT, PROGRAMME_CODE_TTL_MS, type ProgrammeKind } from './programme-rules';
import { consumeEmailCode, findLiveEmailCode, replaceEmailCode, takeEmailCodeAttempt, type EmailCodeRow } from './repository-email-codes';

/*
 * The mailed 6-digit code that proves a shopper reads a work or academic address (decision 0041):
 * single use, PROGRAMME_CODE_TTL_MS, PROGRAMME_CODE_MAX_ATTEMPTS tries, a send limit per shopper.
 * Stored as an HMAC bound to the address and the programme.
 */

function hashProgrammeCode(programme: ProgrammeKind, email: string, code: string): string {
  return createHmac('sha256', getSecret('LOGIN_CODE_SECRET')).update(`programme:${programme}\n${email}\n${code}`).digest('hex');
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export async function limitProgrammeCodes(customerId: number, limiter: RateLimiter = getRateLimiter()): Promise<void> {
  await enforceRateLimit(limiter, PROGRAMME_CODE_SEND_LIMIT, String(customerId), (s) => `Too many codes were asked for. Please try again in ${Math.ceil(s / 60)} minutes.`);
}

/** Stores a new code for the address (the last one dies) and returns it, to be mailed. */
export async function issueProgrammeCode(input: { customerId: number; programme: ProgrammeKind; email: string; invitedBy?: string | null; now: Date }): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceEmailCode(getDb(), {
    customerId: input.customerId,
    programme: input.programme,
    email: input.email,
    codeHash: hashProgrammeCode(input.programme, input.email, code),
    invitedBy: input.invitedBy ?? null,
    expiresAt: new Date(input.now.getTime() + PROGRAMME_CODE_TTL_MS),
  });
  return code;
}

function refused(message: string): AppError {
  return new AppError('UNPROCESSABLE', message, { issues: [{ path: 'body.code', message }] });
}

/**
 * Checks the code against the shopper's live one and uses it up: a second use of the same code is
 * refused. Returns the address it proves.
 */
export async function consumeProgrammeCode(input: { customerId: number; programme: ProgrammeKind; code: string; now: Date }): Promise<EmailCodeRow> {
  const db = getDb();
  const live = await findLiveEmailCode(db, input.customerId, input.programme, input.now);
  if (!live) throw refused('There is no code waiting: ask for a new one.');
  if (live.expired) throw refused('This code has expired: ask for a new one.');
  const tries = await takeEmailCodeAttempt(db, live.id, PROGRAMME_CODE_MAX_ATTEMPTS);
  if (tries === undefined) throw refused('Too many wrong codes were entered: ask for a new one.');
  if (!sameDigest(hashProgrammeCode(input.programme, live.email, input.code), live.codeHash)) {
    const left = PROGRAMME_CODE_MAX_ATTEMPTS - tries;
    throw refused(left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'That code is not right, and that was the last try: ask for a new one.');
  }
  if (!(await consumeEmailCode(db, live.id))) throw refused('This code was already used.');
  return live;
}
