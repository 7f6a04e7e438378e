import type { DbOrTx } from '@/server/db/db-or-tx';
import { listPackageLines, listShipmentEvents, type PackageRow } from './repository';
import type { PackageView } from '@/lib/contracts/ordering/shipments-schemas';
import { toPackageView } from './to-package-view';

/** One package as the API answers it, with its lines and events. */
export async function loadPackageView(db: DbOrTx, row: PackageRow, orderCode: string): Promise<PackageView> {
  const [lines, events] = await Promise.all([listPackageLines(db, [row.id]), listShipmentEvents(db, [row.id])]);
  return toPackageView(row, orderCode, lines, events);
}
