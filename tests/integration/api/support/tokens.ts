import type { Role } from '@/lib/contracts/roles';
import { signAccessToken } from '@/server/http/access-token';

interface TokenOptions {
  userId?: number;
  ttlSeconds?: number;
}

/** A valid access token for a user of this role. */
export function tokenFor(role: Role, options: TokenOptions = {}): Promise<string> {
  return signAccessToken(
    { userId: options.userId ?? 1, role, email: `${role}@example.test` },
    options.ttlSeconds,
  );
}

export async function bearer(role: Role, options: TokenOptions = {}): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await tokenFor(role, options)}` };
}
