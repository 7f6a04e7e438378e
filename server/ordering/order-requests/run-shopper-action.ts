import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { getDb } from '@/server/db/client';
import type { OrderMailEvent } from '@/server/ordering/mails/order-event-mail-types';
import { sendOrderEventMail } from '@/server/ordering/mails/send-order-event-mail';
import { findOrderById, lockOrder, type OrderRow } from '@/server/ordering/orders/repository';
import { loadOrderTracking } from '@/server/ordering/shipments/load-order-tracking';
import type { OrderActionAnswer } from '@/lib/contracts/ordering/order-action-answer-schemas';
import { findOrderRequest, type OrderRequestRow } from './repository';
import { settlePendingRefunds, settleRefund } from './settle-refunds';
import { findShopperOrder, type ShopperOrderInput } from './shopper-order-access';
import { toOrderRequestView } from './to-order-request-view';

export interface ActionContext {
  /** The order, its row locked for the transaction: every writer of an order takes it first. */
  order: OrderRow;
  actorId: string;
  now: Date;
}

export interface ActionOutcome {
  request: OrderRequestRow;
  /** Sent after the transaction commits. */
  mails: OrderMailEvent[];
}

/**
 * The frame of every order change (shopper's or operations'): the order row locked first (then
 * lines and packages, as server/ordering/shipments/lock-package-for-change.ts does, so a cancel and a ship
 * of the same order queue up), the change, the commit, then the provider refund and the mails,
 * and the order as tracking shows it.
 */
export async function runOrderChange(
  order: Pick<OrderRow, 'id' | 'code'>,
  actorId: string,
  now: Date,
  act: (tx: DbOrTx, context: ActionContext) => Promise<ActionOutcome>,
): Promise<OrderActionAnswer> {
  const db = getDb();
  await settlePendingRefunds(order.id);
  const outcome = await db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, order.id))!;
    return act(tx, { order: locked, actorId, now });
  });
  await settleRefund(outcome.request);
  for (const mail of outcome.mails) await sendOrderEventMail(order.id, mail);
  const [fresh, request] = await Promise.all([findOrderById(db, order.id), findOrderRequest(db, outcome.request.id)]);
  return { tracking: await loadOrderTracking(db, fresh!, now), request: toOrderRequestView(request ?? outcome.request, order.code) };
}

/**
 * A shopper's action: the order must be theirs (or the guest's token's), else 404. An order of a
 * registered account changes only through that account's sign-in: a look-up by number and
 * e-mail proves too little to move its delivery or money (decision 0038).
 */
export async function runShopperAction(
  input: ShopperOrderInput & { now?: Date },
  act: (tx: DbOrTx, context: ActionContext) => Promise<ActionOutcome>,
): Promise<OrderActionAnswer> {
  const { order, actorId } = await findShopperOrder(getDb(), input);
  if (actorId === 'guest' && order.customerId !== null) {
    throw new AppError('FORBIDDEN', 'This order belongs to an account. Sign in to that account to change it.');
  }
  return runOrderChange(order, actorId, input.now ?? new Date(), act);
}
