import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Role } from '@/lib/contracts/roles';
import { getSecret } from '../config/secrets';

export interface AccessClaims {
  /** The person's customer id: operators and brand members are customers too (decision 0030). */
  userId: number;
  role: Role;
  email: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'deskhaus';

function key(): Uint8Array {
  return new TextEncoder().encode(getSecret('AUTH_JWT_SECRET'));
}

export async function signAccessToken(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ role: claims.role, email: claims.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key());
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const role = payload.role;
    if (!Number.isInteger(userId) || (role !== 'customer' && role !== 'admin') || typeof payload.email !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId, role, email: payload.email } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
