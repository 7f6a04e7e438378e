import type { CustomerProfile } from './session-types';

/** Spec §3: the first word of the full name, else the part of the e-mail before the @. */
export function customerFirstName(profile: Pick<CustomerProfile, 'fullname' | 'email'>): string {
  const firstWord = profile.fullname.trim().split(/\s+/)[0];
  if (firstWord) return firstWord;
  return profile.email.split('@')[0] ?? '';
}
