import type { Role } from '@/lib/contracts/roles';
import { signAccessToken } from '@/server/http/access-token';

/** A valid access token for a user of this role. */
export function tokenFor(role: Role, options: { userId?: number; ttlSeconds?: number } = {}): Promise<string> {
  return signAccessToken(
    { userId: options.userId ?? 1, role, email: `${role}@example.test`, ...(role === 'vendor' ? { vendorId: 1 } : {}) },
    options.ttlSeconds,
  );
}

export async function bearer(role: Role, options: { userId?: number; ttlSeconds?: number } = {}): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await tokenFor(role, options)}` };
}
