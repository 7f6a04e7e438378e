import { regionCodeOf } from '@/lib/address/country-address-rules';
import { normalizeAddress, validateAddress } from '@/lib/address/validate-address';
import type { Address } from '@/lib/contracts/ordering/checkout-schemas';
import { AppError } from '@/server/http/app-error';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { isUnshipped, UNSHIPPED_PART_STATUSES } from './order-action-rules';
import { insertOrderRequest, moveUnshippedToAddress } from './repository';
import type { ActionOutcome, runShopperAction } from './run-shopper-action';

type Act = Parameters<typeof runShopperAction>[1];

/**
 * POST /v1/orders/{code}/address: where the lines not shipped yet go. Shipped packages keep the
 * address they left for (packages.ship_to). Tax was charged for the destination, so the country
 * may not change, nor the state/province where sales tax was added: that needs a new order.
 */
export function changeAddressAction(body: { address: Address }): Act {
  return async (tx, { order, actorId, now }): Promise<ActionOutcome> => {
    const issues = validateAddress(body.address);
    if (issues.length > 0) {
      throw new AppError('UNPROCESSABLE', issues[0]!.message, { issues: issues.map((issue) => ({ path: `body.address.${issue.field}`, message: issue.message })) });
    }
    const address = normalizeAddress(body.address);
    const old = order.shippingAddress;
    if (address.country !== old.country) {
      throw new AppError('UNPROCESSABLE', `This order ships within ${old.country}, where its prices and tax were set. To ship to ${address.country}, cancel it and order again.`, {
        issues: [{ path: 'body.address.country', message: `Keep ${old.country}.` }],
      });
    }
    const sameRegion = (regionCodeOf(old.country, old.state_or_province) ?? old.state_or_province.toUpperCase()) === (regionCodeOf(address.country, address.state_or_province) ?? address.state_or_province.toUpperCase());
    if (order.taxMode === 'added' && !sameRegion) {
      throw new AppError('UNPROCESSABLE', `Sales tax was charged for ${old.state_or_province}. To ship to another state or province, cancel the order and order again.`, {
        issues: [{ path: 'body.address.state_or_province', message: `Keep ${old.state_or_province}.` }],
      });
    }
    const lines = await listOrderLines(tx, order.id);
    if (!UNSHIPPED_PART_STATUSES.has(order.status) || !lines.some((line) => isUnshipped(line.status))) {
      throw new AppError('CONFLICT', `Everything in order ${order.code} has shipped or was cancelled: the address can no longer change.`);
    }
    await moveUnshippedToAddress(tx, order.id, address);
    const request = await insertOrderRequest(tx, {
      orderId: order.id,
      customerId: order.customerId,
      kind: 'change_address',
      status: 'completed',
      details: { line_ids: lines.filter((line) => isUnshipped(line.status)).map((line) => line.id), old_address: old, new_address: address, requested_by: actorId },
      currency: order.currency,
      createdAt: now,
      resolvedAt: now,
    });
    return { request, mails: [{ kind: 'address_changed' }] };
  };
}
