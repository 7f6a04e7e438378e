import { getDb } from '../db/client';
import { AppError, isAppError } from '../http/app-error';
import { toAppError } from '../http/to-app-error';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { emailChangedMail } from './account-mails';
import { isValidZipCode } from '@/lib/profile/zip-code';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n/locales';
import { notifyCustomer } from './notify-customer';
import { findCustomerByEmail, findCustomerById, updateCustomerFields, type CustomerRecord, type ProfileFields } from './repository';
import { accountGone } from './require-customer';
import type { ProfileUpdateBody, ProfileUpdated } from '@/lib/contracts/accounts/customers-schemas';
import { toCustomerProfile } from './to-customer-profile';

const EMAIL_TAKEN = 'Another account already uses this e-mail address.';

/**
 * PUT /v1/me/update: changes the fields sent, nothing else. The postal code is checked against
 * the country it ends up with; a new e-mail must be free. After an e-mail change the old
 * address is told (mail and in-app), so a hijacked session cannot move an account silently.
 */
export async function updateCustomerProfile(customerId: number, body: ProfileUpdateBody): Promise<ProfileUpdated> {
  const db = getDb();
  const current = await findCustomerById(db, customerId);
  if (!current) throw accountGone();

  const fields = fieldsOf(body);
  if (body.zip_code !== undefined || body.country !== undefined) {
    const zip = fields.zipCode ?? current.zipCode;
    const country = fields.country ?? current.country;
    if (!isValidZipCode(zip, country)) {
      const message = country ? `Enter a valid postal code for ${country}.` : 'Enter a valid postal code.';
      throw new AppError('VALIDATION_FAILED', `Invalid request: body.zip_code: ${message}`, { issues: [{ path: 'body.zip_code', message }] });
    }
  }

  const emailChanged = fields.email !== undefined && fields.email !== current.email;
  if (!emailChanged) delete fields.email;
  if (emailChanged && fields.email) {
    const holder = await findCustomerByEmail(db, fields.email);
    if (holder && holder.id !== customerId) throw emailTaken();
  }

  try {
    await updateCustomerFields(db, customerId, fields);
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    if (emailChanged && toAppError(error).code === 'CONFLICT') throw emailTaken();
    throw error;
  }
  const updated = await findCustomerById(db, customerId);
  if (!updated) throw accountGone();
  if (emailChanged) await tellOldAddress(current, updated.email);
  return { ok: true, customer: toCustomerProfile(updated) };
}

function fieldsOf(body: ProfileUpdateBody): ProfileFields {
  const fields: ProfileFields = {
    email: body.email,
    fullname: body.fullname,
    address: body.address,
    apartmentSuite: body.apartment_suite,
    city: body.city,
    state: body.state,
    zipCode: body.zip_code?.toUpperCase(),
    country: body.country,
    phone: body.phone,
  };
  for (const key of Object.keys(fields) as (keyof ProfileFields)[]) if (fields[key] === undefined) delete fields[key];
  return fields;
}

function emailTaken(): AppError {
  return new AppError('CONFLICT', EMAIL_TAKEN, { issues: [{ path: 'body.email', message: EMAIL_TAKEN }] });
}

/* The change is saved whatever happens here: a mail server being down must not undo it. */
async function tellOldAddress(before: CustomerRecord, newEmail: string): Promise<void> {
  const language: Language = (LANGUAGES as readonly string[]).includes(before.language) ? (before.language as Language) : DEFAULT_LANGUAGE;
  try {
    await notifyCustomer(getDb(), before, { kind: 'email-changed', newEmail });
    await sendMail({ to: before.email, template: emailChangedMail, language, data: { newEmail } });
  } catch (error) {
    console.error('[accounts] could not tell the old address about an e-mail change', isAppError(error) ? error.message : error);
  }
}
