import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS, orderStatusName } from '@/lib/constants/order-status';
import { AppError } from '@/server/http/app-error';

/* Which orders and packages may be packed, shipped or delivered: the package's own small table
 * (its lines follow server/ordering/orders/order-transitions.ts). */

const S = ORDER_STATUS;
const L = ORDER_LINE_STATUS;

/** Paid orders not held or cancelled, with something left to ship. */
const SHIPPABLE_ORDER_STATUSES: ReadonlySet<number> = new Set([S.NEW, S.PARTIAL_SHIPPED]);

export function assertOrderShippable(status: number, orderCode: string): void {
  if (!SHIPPABLE_ORDER_STATUSES.has(status)) {
    throw new AppError('CONFLICT', `Order ${orderCode} is ${orderStatusName(status) ?? status}: it cannot be packed or shipped now.`);
  }
}

/** Package status: from → to. A package is born LABEL_PRINTING_READY. */
export const PACKAGE_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [L.LABEL_PRINTING_READY]: [L.SHIPPED, L.CANCEL],
  [L.SHIPPED]: [L.DELIVERED],
};

export const PACKAGE_STATUS_NAMES: Readonly<Record<number, string>> = {
  [L.LABEL_PRINTING_READY]: 'waiting for its label',
  [L.SHIPPED]: 'already shipped',
  [L.DELIVERED]: 'already delivered',
  [L.CANCEL]: 'cancelled',
};

export function assertPackageMove(from: number, to: number, packageId: number): void {
  if (!(PACKAGE_TRANSITIONS[from] ?? []).includes(to)) {
    throw new AppError('CONFLICT', `Package ${packageId} is ${PACKAGE_STATUS_NAMES[from] ?? `in status ${from}`}: it cannot be ${to === L.DELIVERED ? 'delivered' : 'shipped'} now.`);
  }
}
