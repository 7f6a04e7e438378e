import type { ShipmentCaller } from '../../ordering/shipments/shipment-caller';
import { isOperator } from '../../accounts/operators/is-operator';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../http/request-context';
import { resolveBrandVendor } from '../resolve-brand-vendor';

/**
 * Who moves packages, decided by the shipment routes before ordering runs (decision 0030):
 * - `brand_id` given: a member of that brand acts for its vendor only; a store operator who is
 *   not a member acts as operations, limited to that vendor; anyone else gets the brand 404;
 * - no `brand_id`: an operator acts as operations on every vendor's lines; a person who is not
 *   an operator is told to say which brand they act for.
 */
export async function shipmentCallerFor(caller: Caller, brandId: number | undefined): Promise<ShipmentCaller> {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (brandId === undefined) {
    if (await isOperator(caller)) return { actor: 'operations', actorId: `staff:${caller.userId}`, vendorCode: null };
    throw new AppError('FORBIDDEN', 'Say which brand you act for with ?brand_id=.');
  }
  const brand = await resolveBrandVendor(caller, brandId);
  if (brand.role === 'operator') return { actor: 'operations', actorId: `staff:${caller.userId}`, vendorCode: brand.vendorCode };
  return { actor: 'vendor', actorId: `brand:${brand.brandId}:${caller.userId}`, vendorCode: brand.vendorCode };
}
