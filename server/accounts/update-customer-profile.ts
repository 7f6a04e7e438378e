import { getDb } from '../db/client';
import { AppError } from '../http/app-error';
import { isValidZipCode } from '@/lib/profile/zip-code';
import { findCustomerById, updateCustomerFields, type ProfileFields } from './repository';
import { requestEmailChange } from './request-email-change';
import { accountGone } from './require-customer';
import type { ProfileUpdateBody, ProfileUpdated } from '@/lib/contracts/accounts/customers-schemas';
import { toCustomerProfile } from './to-customer-profile';

/**
 * PUT /v1/me/update: changes the fields sent, nothing else. The postal code is checked against
 * the country it ends up with. A new e-mail is not saved here: it is mailed a code, and
 * `confirmEmailChange` makes the change once the code comes back.
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

  // A new e-mail waits for the code mailed to it (decision 0038); the other fields save now.
  const newEmail = fields.email !== undefined && fields.email !== current.email ? fields.email : undefined;
  delete fields.email;
  // First, so that a refusal (too many changes asked for) leaves the other fields unsaved too.
  const emailChange = newEmail ? await requestEmailChange(current, newEmail) : null;
  await updateCustomerFields(db, customerId, fields);
  const updated = await findCustomerById(db, customerId);
  if (!updated) throw accountGone();
  return { ok: true, customer: toCustomerProfile(updated), email_change: emailChange };
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
