import type { NextApiRequest } from 'next';
import { AppError } from './app-error';
import { verifyAccessToken } from './access-token';
import type { AuthRequirement } from '@/lib/contracts/endpoint';
import type { Caller } from './request-context';

function bearerToken(req: NextApiRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'The Authorization header must be "Bearer <token>".');
  return match[1];
}

export async function authenticate(req: NextApiRequest, requirement: AuthRequirement): Promise<Caller> {
  if (requirement === 'public') return { kind: 'anonymous' };
  const token = bearerToken(req);
  if (!token) {
    if (requirement === 'optional') return { kind: 'anonymous' };
    throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  }
  const verified = await verifyAccessToken(token);
  if (!verified.ok) {
    throw new AppError('UNAUTHORIZED', verified.reason === 'expired' ? 'Your session has expired. Please sign in again.' : 'Your session is not valid. Please sign in again.');
  }
  const caller: Caller = { kind: 'user', ...verified.claims };
  if (requirement === 'optional' || requirement === caller.role || caller.role === 'admin') return caller;
  throw new AppError('FORBIDDEN', 'You do not have access to this resource.');
}
