/** The profile fields the first name is derived from (spec §3 "Customer profile"). */
export interface NameSource {
  fullname?: string | null;
  email?: string | null;
}

/**
 * Spec §3: the first word of the full name, else the part of the e-mail before "@", else "".
 * An e-mail without "@" counts as all local part, so a half-typed address still greets someone.
 */
export function firstNameOf(profile: NameSource | null | undefined): string {
  const firstWord = profile?.fullname?.trim().split(/\s+/, 1)[0];
  if (firstWord) return firstWord;
  const email = profile?.email?.trim() ?? '';
  return email.split('@', 1)[0] ?? '';
}
