import { getDb } from '@/server/db/client';
import { listOperatorEmailRows } from './repository-emails';

/** Every operator's e-mail address (STAFF_EMAILS and the seed's), for team mail. */
export async function listOperatorEmails(): Promise<string[]> {
  return listOperatorEmailRows(getDb());
}
