import { ORDER_LINE_STATUS, orderLineStatusName, type OrderLineStatus } from '@/lib/constants/order-line-status';
import { ORDER_STATUS, orderStatusName, type OrderStatus } from '@/lib/constants/order-status';
import type { DbOrTx } from '@/server/db/db-or-tx';
import type { OrderActor, orders } from '@/server/db/schema/ordering/orders';
import { publishDomainEvent } from '@/server/events/domain-events';
import { writeLineStatusChange, writeOrderStatusChange } from './repository-transitions';
import { AppError } from '@/server/http/app-error';

/*
 * The one table of allowed status changes (design §5; docs/decisions/0010-checkout-and-orders.md
 * draws it). A change not listed here is refused, whoever asks. Issue 6 (tracking, cancel,
 * returns, fraud review) grows the table by adding rows; nothing else needs to change.
 *
 * Statuses an order is born in are listed in ORDER_INITIAL_STATUSES: the checkout creates every
 * order in PENDING (stock held, payment not asked yet), and only the payment's outcome moves it.
 */

const S = ORDER_STATUS;
const L = ORDER_LINE_STATUS;

export interface StatusTransition<T extends number> {
  from: readonly T[];
  to: T;
  actors: readonly OrderActor[];
}

export const ORDER_INITIAL_STATUSES: readonly OrderStatus[] = [S.PENDING];

/** Main order status: from → to, and who may make the change. */
export const ORDER_TRANSITIONS: readonly StatusTransition<OrderStatus>[] = [
  // Payment outcomes of a fresh order (place-order's second transaction, webhooks, reconciliation).
  { from: [S.PENDING, S.PAYMENT_PENDING, S.ACH_PENDING], to: S.NEW, actors: ['payment', 'system'] },
  { from: [S.PENDING], to: S.PAYMENT_PENDING, actors: ['payment', 'system'] },
  { from: [S.PENDING], to: S.ACH_PENDING, actors: ['payment', 'system'] },
  { from: [S.PENDING, S.PAYMENT_PENDING, S.ACH_PENDING], to: S.PAYMENT_FAILED, actors: ['payment', 'system'] },
  // The shopper left a redirect step, or a pending payment's hold ran out.
  { from: [S.PENDING, S.PAYMENT_PENDING, S.ACH_PENDING], to: S.CANCEL_PAYMENT, actors: ['shopper', 'payment', 'system', 'operations'] },
  // After payment (issue 6 extends from here).
  { from: [S.NEW], to: S.HOLD, actors: ['operations', 'fraud'] },
  { from: [S.NEW, S.HOLD], to: S.SUSPECTED_FRAUD, actors: ['fraud'] },
  { from: [S.HOLD], to: S.NEW, actors: ['operations', 'fraud'] },
  // Self-service cancel (ADR 0015): only while nothing has shipped.
  { from: [S.NEW, S.HOLD, S.SUSPECTED_FRAUD], to: S.CANCEL, actors: ['shopper', 'operations', 'fraud'] },
  // Shipping: vendors move it; 'system' follows the lines after a package is cancelled.
  { from: [S.NEW, S.PARTIAL_SHIPPED], to: S.SHIPPED, actors: ['vendor', 'operations', 'system'] },
  { from: [S.NEW], to: S.PARTIAL_SHIPPED, actors: ['vendor', 'operations'] },
  { from: [S.SHIPPED], to: S.DELIVERED, actors: ['vendor', 'operations', 'system'] },
  // The unshipped rest of a partly shipped order was cancelled after the shipped part arrived.
  { from: [S.PARTIAL_SHIPPED], to: S.DELIVERED, actors: ['vendor', 'operations', 'system'] },
  // Returns (ADR 0015): a delivered order is under review while any line is.
  { from: [S.DELIVERED], to: S.IN_RETURN_REVIEW, actors: ['shopper', 'operations', 'system'] },
  { from: [S.IN_RETURN_REVIEW], to: S.DELIVERED, actors: ['operations', 'system'] },
  { from: [S.IN_RETURN_REVIEW, S.DELIVERED], to: S.ORDER_RETURNED, actors: ['operations', 'system'] },
];

/** Line / shipment status, same shape (issue 6 adds shipping, returns, exchanges). */
export const ORDER_LINE_TRANSITIONS: readonly StatusTransition<OrderLineStatus>[] = [
  { from: [L.PAYMENT_PENDING], to: L.PENDING, actors: ['payment', 'system'] },
  { from: [L.PAYMENT_PENDING, L.PENDING], to: L.CANCEL, actors: ['shopper', 'payment', 'system', 'operations', 'fraud'] },
  // Packing (server/ordering/shipments/proposed-transitions.md): a line whose label is printed, and back.
  { from: [L.PENDING], to: L.LABEL_PRINTING_READY, actors: ['vendor', 'operations'] },
  { from: [L.LABEL_PRINTING_READY], to: L.PENDING, actors: ['vendor', 'operations'] },
  { from: [L.LABEL_PRINTING_READY], to: L.CANCEL, actors: ['shopper', 'operations', 'fraud'] },
  { from: [L.PENDING, L.LABEL_PRINTING_READY], to: L.SHIPPED, actors: ['vendor', 'operations'] },
  { from: [L.SHIPPED], to: L.DELIVERED, actors: ['vendor', 'operations', 'system'] },
  // Returns (ADR 0015): the shopper asks within 30 days of delivery, operations decide, or the
  // brand whose line it is (issue 17, /brand/orders: refuse, or mark the item received).
  { from: [L.DELIVERED], to: L.IN_RETURN_REVIEW, actors: ['shopper', 'operations'] },
  { from: [L.IN_RETURN_REVIEW], to: L.RETURNED, actors: ['operations', 'vendor'] },
  { from: [L.IN_RETURN_REVIEW], to: L.RETURN_AFTER_USE, actors: ['operations', 'vendor'] },
  { from: [L.IN_RETURN_REVIEW], to: L.DELIVERED, actors: ['operations', 'vendor'] },
  // After the 30 days only operations may refund, as store credit.
  { from: [L.DELIVERED], to: L.REFUND_AFTER_30DAYS, actors: ['operations'] },
];

/** Line status that goes with an order status checkout sets (the others leave lines alone). */
export const LINE_STATUS_FOR_ORDER: Partial<Record<OrderStatus, OrderLineStatus>> = {
  [S.PENDING]: L.PAYMENT_PENDING,
  [S.NEW]: L.PENDING,
  [S.PAYMENT_FAILED]: L.CANCEL,
  [S.CANCEL_PAYMENT]: L.CANCEL,
  [S.CANCEL]: L.CANCEL,
};

function findTransition<T extends number>(table: readonly StatusTransition<T>[], from: T, to: T): StatusTransition<T> | undefined {
  return table.find((rule) => rule.to === to && rule.from.includes(from));
}

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return findTransition(ORDER_TRANSITIONS, from, to)?.actors.includes(actor) ?? false;
}

export function canChangeLineStatus(from: OrderLineStatus, to: OrderLineStatus, actor: OrderActor): boolean {
  return findTransition(ORDER_LINE_TRANSITIONS, from, to)?.actors.includes(actor) ?? false;
}

function refusal(kind: string, from: number, to: number, actor: OrderActor, name: (code: unknown) => string | undefined): string {
  return `An ${kind} cannot go from ${name(from) ?? from} to ${name(to) ?? to} (asked by ${actor}).`;
}

export interface OrderStatusTarget {
  id: number;
  status: number;
}

/**
 * Moves an order (caller holds its row lock) to `to`, with the lines that follow, and writes the
 * history. Refuses a change the table does not allow with a 409 naming both statuses. Lines
 * follow only where their own table allows, so a shipped line is never cancelled by accident.
 */
export async function changeOrderStatus(
  tx: DbOrTx,
  order: OrderStatusTarget,
  to: OrderStatus,
  actor: OrderActor,
  reason: string,
  options: { actorId?: string | null; extra?: Partial<typeof orders.$inferInsert> } = {},
): Promise<void> {
  const from = order.status as OrderStatus;
  if (!canChangeOrderStatus(from, to, actor)) throw new AppError('CONFLICT', refusal('order', from, to, actor, orderStatusName));
  const historyRow = { orderId: order.id, fromStatus: from, toStatus: to, actor, actorId: options.actorId ?? null, reason };
  const lineStatus = LINE_STATUS_FOR_ORDER[to];
  const fromLine = lineStatus === undefined ? [] : (ORDER_LINE_TRANSITIONS.find((rule) => rule.to === lineStatus && rule.actors.includes(actor))?.from ?? []);
  const lines = lineStatus === undefined || fromLine.length === 0 ? null : { to: lineStatus, from: fromLine };
  await writeOrderStatusChange(tx, { orderId: order.id, from, to, extra: options.extra ?? {} }, historyRow, lines);
  // Told to other contexts (the referral programme) once the caller's transaction commits.
  publishDomainEvent(tx, { type: 'order.status_changed', orderId: order.id, from, to, at: new Date() });
}

/** Moves one line (issue 6: cancel a package, ship a line), with its own history row. */
export async function changeLineStatus(
  tx: DbOrTx,
  line: { id: number; orderId: number; status: number },
  to: OrderLineStatus,
  actor: OrderActor,
  reason: string,
  options: { actorId?: string | null } = {},
): Promise<void> {
  const from = line.status as OrderLineStatus;
  if (!canChangeLineStatus(from, to, actor)) throw new AppError('CONFLICT', refusal('order line', from, to, actor, orderLineStatusName));
  await writeLineStatusChange(tx, line.id, to, { orderId: line.orderId, orderLineId: line.id, fromStatus: from, toStatus: to, actor, actorId: options.actorId ?? null, reason });
}
