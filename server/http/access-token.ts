import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Role } from '@/lib/contracts/roles';
import { getSecret } from '../config/secrets';

export interface AccessClaims {
  /** Customer (or staff user) id. */
  userId: number;
  role: Role;
  email: string;
  /** Set for vendor staff: the vendor whose data they may touch. */
  vendorId?: number;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'deskhaus';

function key(): Uint8Array {
  return new TextEncoder().encode(getSecret('AUTH_JWT_SECRET'));
}

export async function signAccessToken(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  const payload: Record<string, unknown> = { role: claims.role, email: claims.email };
  if (claims.vendorId !== undefined) payload.vid = claims.vendorId;
  return new SignJWT(payload)
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
    if (!Number.isInteger(userId) || (role !== 'customer' && role !== 'vendor' && role !== 'admin') || typeof payload.email !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    const claims: AccessClaims = { userId, role, email: payload.email };
    if (typeof payload.vid === 'number') claims.vendorId = payload.vid;
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
