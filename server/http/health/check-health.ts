import { AppError } from '@/server/http/app-error';
import { appVersion } from './app-version';
import { pingDatabase } from './repository';
import type { Health } from '@/lib/contracts/http/health-schemas';

/** Load balancers and uptime checks ask this; a database that does not answer is a 503. */
export async function checkHealth(): Promise<Health> {
  let database: Health['database'];
  try {
    database = await pingDatabase();
  } catch (cause) {
    throw new AppError('UNAVAILABLE', 'The database is not reachable.', { cause, headers: { 'Retry-After': '5' } });
  }
  return { ok: true, database, version: appVersion() };
}
