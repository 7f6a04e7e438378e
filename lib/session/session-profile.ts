import type { CustomerProfile as ProfileAnswer, SignInAnswer } from '@/lib/contracts/accounts/customers-schemas';

/*
 * The session's view of the accounts contract: the profile fields the browser keeps and reads,
 * and the sign-in answer carrying that profile. Derived from the contract, so a field renamed
 * there fails here; narrower, so the store and its tests need not invent ids and referral codes.
 */

type Company = NonNullable<ProfileAnswer['company']>;

/** An employee-programme (EPP) user is one whose profile carries a company id. */
export type CustomerCompany = Pick<Company, 'id'> & Partial<Pick<Company, 'name'>>;

export type CustomerProfile = Pick<ProfileAnswer, 'email' | 'fullname' | 'address' | 'apartment_suite' | 'city' | 'state' | 'zip_code' | 'country' | 'phone'> & {
  company?: CustomerCompany | null;
  /** The customer's id, as /v1/me/profile answers it; analytics sends it as user_id (spec §3). */
  id?: ProfileAnswer['id'];
};

export type SignInResponse = Omit<SignInAnswer, 'customer'> & { customer: CustomerProfile };
