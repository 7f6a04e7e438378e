/*
 * `npm run dev-tools:token -- ops@store.example`: prints an operator access token for the
 * development tools of a production build started with DEV_TOOLS=1 (decision 0038). Send it as
 * `Authorization: Bearer <token>` (or the X-Dev-Tools-Token header) to /api/v1/dev/*, or sign in
 * as that operator to open /dev/mailbox and /dev/payments. Uses the database and AUTH_JWT_SECRET
 * of the environment it runs in; stop a PGlite server first (one process per data folder).
 */
import { openDatabase } from '@/server/db/client';
import { issueDevToolsToken } from '@/server/accounts/operators/issue-dev-tools-token';
import { refuseWhileServerRuns } from './lib/guard-pglite-folder';
import { runScript } from './lib/run-script';

runScript('dev-tools:token', async () => {
  const email = process.argv[2];
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error('Give the operator e-mail address: npm run dev-tools:token -- ops@store.example');
  refuseWhileServerRuns('issue a dev-tools token');
  const handle = openDatabase();
  try {
    console.log(await issueDevToolsToken(handle.db, email));
  } finally {
    await handle.close();
  }
});
