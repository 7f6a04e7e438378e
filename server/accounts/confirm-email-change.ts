import { getDb } from '../db/client';
import { signAccessToken } from '../http/access-token';
import { AppError, isAppError } from '../http/app-error';
import { toAppError } from '../http/to-app-error';
import { sendMail } from '@/server/notifications/mail/send-mail';
import type { EmailChangeConfirmed } from '@/lib/contracts/accounts/customers-schemas';
import { emailChangedMail } from './account-mails';
import { issueRefreshToken } from './issue-refresh-token';
import { notifyCustomer } from './notify-customer';
import { accessRoleOf } from './operators/access-role';
import { findCustomerByEmail, findCustomerById, updateCustomerFields, type CustomerRecord } from './repository';
import { consumeEmailChange, findLiveEmailChange, revokeAllRefreshTokens, takeEmailChangeAttempt } from './repository-email-changes';
import { languageOf } from './request-email-change';
import { accountGone } from './require-customer';
import { digestsEqual, hashCode } from './secret-hashing';
import { EMAIL_CHANGE_MAX_ATTEMPTS } from './sign-in-limits';
import { toCustomerProfile } from './to-customer-profile';

const ASK_AGAIN = 'Save the new address again to get a new code.';
const UNAVAILABLE_ADDRESS = 'This e-mail address cannot be used for your account.';

/**
 * POST /v1/me/verify-email-change: the code from the new address's mailbox makes the change.
 * Every session of the account ends (a session opened with the old address must not outlive
 * it); the browser that confirmed gets a fresh one, and the old address is told.
 */
export async function confirmEmailChange(customerId: number, code: string): Promise<EmailChangeConfirmed & { refresh_token: string }> {
  const db = getDb();
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw accountGone();
  const request = await findLiveEmailChange(db, customerId);
  if (!request) throw refused('There is no e-mail change waiting for a code.');
  if (request.expired) throw refused('This code has expired.');
  const triesUsed = await takeEmailChangeAttempt(db, request.id, EMAIL_CHANGE_MAX_ATTEMPTS);
  if (triesUsed === undefined) throw refused('Too many wrong codes were entered.');
  if (!digestsEqual(hashCode(request.newEmail, code), request.codeHash)) {
    const left = EMAIL_CHANGE_MAX_ATTEMPTS - triesUsed;
    throw refused(left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'That code is not right, and that was the last try.', left > 0);
  }

  const refreshToken = await db.transaction(async (tx) => {
    if (!(await consumeEmailChange(tx, request.id))) throw refused('This code was already used.');
    const holder = await findCustomerByEmail(tx, request.newEmail);
    if (holder && holder.id !== customerId) throw new AppError('CONFLICT', UNAVAILABLE_ADDRESS, { issues: [{ path: 'body.code', message: UNAVAILABLE_ADDRESS }] });
    await updateCustomerFields(tx, customerId, { email: request.newEmail });
    await revokeAllRefreshTokens(tx, customerId);
    return issueRefreshToken(tx, { customerId });
  }).catch((error: unknown) => {
    // Two accounts racing for one address: the unique index decides.
    if (!isAppError(error) && toAppError(error).code === 'CONFLICT') throw new AppError('CONFLICT', UNAVAILABLE_ADDRESS);
    throw error;
  });

  const updated = await findCustomerById(db, customerId);
  if (!updated) throw accountGone();
  await tellOldAddress(customer, updated.email);
  // No operator address is bound here: that happens at a sign-in only (decision 0030).
  const role = await accessRoleOf(db, updated.id);
  return {
    access_token: await signAccessToken({ userId: updated.id, role, email: updated.email }),
    refresh_token: refreshToken,
    customer: toCustomerProfile(updated),
  };
}

function refused(reason: string, canRetry = false): AppError {
  const message = canRetry ? reason : `${reason} ${ASK_AGAIN}`;
  return new AppError('UNPROCESSABLE', message, { issues: [{ path: 'body.code', message }] });
}

/* The change is made whatever happens here: a mail server being down must not undo it. */
async function tellOldAddress(before: CustomerRecord, newEmail: string): Promise<void> {
  try {
    await notifyCustomer(getDb(), before, { kind: 'email-changed', newEmail });
    await sendMail({ to: before.email, template: emailChangedMail, language: languageOf(before), data: { newEmail } });
  } catch (error) {
    console.error('[accounts] could not tell the old address about an e-mail change', isAppError(error) ? error.message : error);
  }
}
