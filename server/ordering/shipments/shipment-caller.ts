import type { OrderActor } from '@/server/db/schema/ordering/orders';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findActiveVendorCode } from '@/server/catalog/vendors/find-active-vendor-code';

/**
 * Who is moving a package. Vendor staff carry their vendor's id in the access token (claim
 * `vid`, server/http/access-token.ts) and may touch that vendor's lines only; admins act as
 * operations on every vendor's lines.
 */
export interface ShipmentCaller {
  actor: Extract<OrderActor, 'vendor' | 'operations'>;
  actorId: string;
  /** The one vendor this caller may act for; null for operations (any vendor). */
  vendorCode: string | null;
}

export async function resolveShipmentCaller(db: DbOrTx, caller: Caller): Promise<ShipmentCaller> {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (caller.role === 'admin') return { actor: 'operations', actorId: `staff:${caller.userId}`, vendorCode: null };
  if (caller.role !== 'vendor' || caller.vendorId === undefined) throw new AppError('FORBIDDEN', 'Your account is not linked to a vendor.');
  const vendorCode = await findActiveVendorCode(db, caller.vendorId);
  if (!vendorCode) throw new AppError('FORBIDDEN', 'Your account is not linked to an active vendor.');
  return { actor: 'vendor', actorId: `vendor:${caller.vendorId}:${caller.userId}`, vendorCode };
}

/** Refuses a vendor acting on another vendor's lines or package. */
export function assertVendorMay(caller: ShipmentCaller, vendorCode: string): void {
  if (caller.vendorCode !== null && caller.vendorCode !== vendorCode) {
    throw new AppError('FORBIDDEN', 'These order lines belong to another vendor.');
  }
}
