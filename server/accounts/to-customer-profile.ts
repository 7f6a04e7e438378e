import { firstNameOf } from '@/lib/profile/first-name';
import type { CustomerRecord } from './repository';
import type { CustomerProfile } from '@/lib/contracts/accounts/customers-schemas';

/** The profile of spec §3 as the API answers it. */
export function toCustomerProfile(customer: CustomerRecord): CustomerProfile {
  return {
    id: customer.id,
    email: customer.email,
    fullname: customer.fullname,
    first_name: firstNameOf(customer),
    address: customer.address,
    apartment_suite: customer.apartmentSuite,
    city: customer.city,
    state: customer.state,
    zip_code: customer.zipCode,
    country: customer.country,
    phone: customer.phone,
    referral_code: customer.referralCode,
    company: customer.company,
    is_sign_up: customer.isSignUp,
    created_at: customer.createdAt.toISOString(),
  };
}
