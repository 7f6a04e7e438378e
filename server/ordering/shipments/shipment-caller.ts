import type { OrderActor } from '@/server/db/schema/ordering/orders';
import { AppError } from '@/server/http/app-error';

/**
 * Who is moving a package, decided by the route before ordering is called (decision 0030): a
 * member of a brand acts for that brand's vendor only (server/brands/shipments resolves the
 * membership on every request); an operator acts as operations on every vendor's lines.
 * Ordering never asks whether the vendor's store is open: a suspended brand still ships the
 * orders it took.
 */
export interface ShipmentCaller {
  actor: Extract<OrderActor, 'vendor' | 'operations'>;
  /** Kept with each change ('brand:7:42' for person 42 of brand 7, 'staff:3' for an operator). */
  actorId: string;
  /** The one vendor this caller may act for; null for operations (any vendor). */
  vendorCode: string | null;
}

/** Refuses a vendor acting on another vendor's lines or package. */
export function assertVendorMay(caller: ShipmentCaller, vendorCode: string): void {
  if (caller.vendorCode !== null && caller.vendorCode !== vendorCode) {
    throw new AppError('FORBIDDEN', 'These order lines belong to another vendor.');
  }
}
