import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS_CODES, orderLineStatusName } from '@/lib/constants/order-line-status';
import { ORDER_STATUS_CODES, orderStatusName } from '@/lib/constants/order-status';
import type { Db } from '@/server/db/client';
import { orderHistory, orderLines, orders, type OrderActor } from '@/server/db/schema/ordering/orders';
import { AppError } from '@/server/http/app-error';
import { changeLineStatus, changeOrderStatus, ORDER_LINE_TRANSITIONS, ORDER_TRANSITIONS } from '@/server/ordering/orders/order-transitions';
import { lockOrder } from '@/server/ordering/orders/repository';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { buildOrder } from '@/tests/support/builders/orders';

/*
 * Issue 6 item 7: every row of both transition tables, for every actor — the actors listed make
 * the change (with a history row saying who and why), every other actor gets a 409 naming both
 * statuses and nothing changes. Changes not in the tables are refused for everyone.
 */

const ACTORS: readonly OrderActor[] = ['shopper', 'vendor', 'payment', 'fraud', 'operations', 'system'];
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
});
afterAll(() => drop());

async function orderIn(status: number): Promise<{ id: number; lineId: number }> {
  const order = await buildOrder(db, { status, lines: [{ vendorCode: 'TABLE' }] });
  return { id: order.id, lineId: order.lineIds[0]! };
}

async function tryOrderChange(orderId: number, to: number, actor: OrderActor): Promise<'changed' | string> {
  try {
    await db.transaction(async (tx) => {
      const order = (await lockOrder(tx, orderId))!;
      await changeOrderStatus(tx, order, to as never, actor, `table test by ${actor}`, { actorId: `test:${actor}` });
    });
    return 'changed';
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return error.message;
    throw error;
  }
}

async function tryLineChange(orderId: number, lineId: number, from: number, to: number, actor: OrderActor): Promise<'changed' | string> {
  await db.update(orderLines).set({ status: from }).where(eq(orderLines.id, lineId));
  try {
    await db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      await changeLineStatus(tx, { id: lineId, orderId, status: from }, to as never, actor, `table test by ${actor}`, { actorId: `test:${actor}` });
    });
    return 'changed';
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return error.message;
    throw error;
  }
}

const mainCases = ORDER_TRANSITIONS.flatMap((rule) => rule.from.map((from) => ({ from, to: rule.to, actors: rule.actors })));
const lineCases = ORDER_LINE_TRANSITIONS.flatMap((rule) => rule.from.map((from) => ({ from, to: rule.to, actors: rule.actors })));

describe('main order status table', () => {
  it.each(mainCases.map((row) => [`${orderStatusName(row.from)} → ${orderStatusName(row.to)}`, row] as const))('%s: listed actors only', async (_name, row) => {
    for (const actor of ACTORS) {
      const order = await orderIn(row.from);
      const outcome = await tryOrderChange(order.id, row.to, actor);
      const [stored] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      if (row.actors.includes(actor)) {
        expect(outcome, actor).toBe('changed');
        expect(stored!.status).toBe(row.to);
        const [history] = await db.select().from(orderHistory).where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.toStatus, row.to)));
        expect(history).toMatchObject({ fromStatus: row.from, actor, actorId: `test:${actor}`, reason: `table test by ${actor}` });
      } else {
        expect(outcome, actor).toContain(`from ${orderStatusName(row.from)} to ${orderStatusName(row.to)}`);
        expect(stored!.status).toBe(row.from);
      }
    }
  });

  it('refuses every change the table does not list, whoever asks', async () => {
    const listed = new Set(mainCases.map((row) => `${row.from}>${row.to}`));
    const unlisted = ORDER_STATUS_CODES.flatMap((from) => ORDER_STATUS_CODES.filter((to) => to !== from && !listed.has(`${from}>${to}`)).map((to) => ({ from, to })));
    expect(unlisted.length).toBeGreaterThan(100);
    // A sample from the statuses a live order passes through keeps the run short.
    const live = new Set<number>([0, 1, 2, 4, 5, 11, 12, 29]);
    const order = await orderIn(0);
    for (const { from, to } of unlisted.filter((pair) => live.has(pair.from) && live.has(pair.to))) {
      await db.update(orders).set({ status: from }).where(eq(orders.id, order.id));
      for (const actor of ACTORS) expect(await tryOrderChange(order.id, to, actor), `${from}>${to} by ${actor}`).not.toBe('changed');
    }
  });
});

describe('line / shipment status table', () => {
  it.each(lineCases.map((row) => [`${orderLineStatusName(row.from)} → ${orderLineStatusName(row.to)}`, row] as const))('%s: listed actors only', async (_name, row) => {
    const order = await orderIn(0);
    for (const actor of ACTORS) {
      const outcome = await tryLineChange(order.id, order.lineId, row.from, row.to, actor);
      const [stored] = await db.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.id, order.lineId));
      if (row.actors.includes(actor)) {
        expect(outcome, actor).toBe('changed');
        expect(stored!.status).toBe(row.to);
      } else {
        expect(outcome, actor).toContain(`from ${orderLineStatusName(row.from)} to ${orderLineStatusName(row.to)}`);
        expect(stored!.status).toBe(row.from);
      }
    }
    const history = await db.select().from(orderHistory).where(and(eq(orderHistory.orderLineId, order.lineId), eq(orderHistory.toStatus, row.to)));
    expect(history.map((entry) => entry.actor).sort()).toEqual([...row.actors].sort());
  });

  it('refuses every line change the table does not list, whoever asks', async () => {
    const listed = new Set(lineCases.map((row) => `${row.from}>${row.to}`));
    const order = await orderIn(0);
    const live = new Set<number>([0, 1, 2, 3, 4, 5, 6, 7, 9, 12]);
    for (const from of ORDER_LINE_STATUS_CODES.filter((code) => live.has(code))) {
      for (const to of ORDER_LINE_STATUS_CODES.filter((code) => live.has(code) && code !== from && !listed.has(`${from}>${code}`))) {
        for (const actor of ACTORS) expect(await tryLineChange(order.id, order.lineId, from, to, actor), `${from}>${to} by ${actor}`).not.toBe('changed');
      }
    }
  });
});
