/* `npm run payments:reconcile`: settles stuck and expired payments once (see server/ordering/checkout/reconcile-payments.ts).
 * With PGlite the running server already does this every minute; run this only with it stopped, or on PostgreSQL. */
import { getDbHandle } from '@/server/db/client';
import { reconcilePayments } from '@/server/ordering/checkout/reconcile-payments';

async function main() {
  const summary = await reconcilePayments();
  console.log(`payments:reconcile: ${JSON.stringify(summary)}`);
  await getDbHandle().close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
