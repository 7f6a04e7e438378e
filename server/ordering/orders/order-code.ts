import { randomInt } from 'node:crypto';

/**
 * The order number shoppers see and type (spec §3 Order.code): "DH" and 8 random digits. Random
 * rather than sequential so an order number tells nobody how many orders the store takes; the
 * unique index catches the rare repeat and the checkout draws again.
 */
export function newOrderCode(): string {
  return `DH${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const ORDER_CODE_PATTERN = /^DH\d{8}$/;
