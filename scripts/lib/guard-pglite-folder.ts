import { databaseTarget } from '@/server/db/config';
import { runningServerPid } from './server-pid';

/**
 * PGlite data belongs to one process: writing to it while the server has it open loses the
 * writes. Data scripts stop here when a Deskhaus server is running on the embedded database.
 */
export function refuseWhileServerRuns(action: string): void {
  if (databaseTarget().kind !== 'pglite') return;
  const pid = runningServerPid();
  if (pid !== undefined) {
    throw new Error(`a Deskhaus server (pid ${pid}) is using the embedded database; stop it before you ${action}.`);
  }
}
