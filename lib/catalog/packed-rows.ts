/*
 * Rows of page data written once per value they share (issue 22, decision 0054). A listing's
 * page props carry 30 to 36 product rows that mostly agree: the same currency, vendor, category,
 * `compareAtAmount: null`, `purchasable: true`... Written out per row they were half of a
 * category page's inline data. Packed, each field's most common value is written once in
 * `shared` and a row keeps only what differs; unpacking gives back rows equal to the originals.
 * Nothing is dropped, so every consumer of the rows (cards, quick view, tracking) is unchanged.
 */

import { isPlainObject } from '../validation/plain-object';

type PlainObject = Record<string, unknown>;

/** A row as packed: any field may be missing, and a nested object (the price) may be partial. */
export type PackedRow<T> = { [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends PlainObject ? Partial<T[K]> : T[K] };

export interface PackedRows<T> {
  /** The values most rows have, per field (and per field of a nested object). */
  shared: PackedRow<T>;
  rows: PackedRow<T>[];
}

/** The value of `key` that most objects hold, when at least two do and every object has the key. */
function mostCommon(objects: readonly PlainObject[], key: string): { value: unknown } | null {
  const counts = new Map<string, { value: unknown; count: number }>();
  for (const object of objects) {
    // A field missing from some row is not shared: unpacking would add it to that row.
    if (!(key in object) || object[key] === undefined) return null;
    const id = JSON.stringify(object[key]);
    const seen = counts.get(id);
    if (seen) seen.count += 1;
    else counts.set(id, { value: object[key], count: 1 });
  }
  let best: { value: unknown; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best && best.count >= 2 ? { value: best.value } : null;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function packObjects(objects: readonly PlainObject[], depth: number): { shared: PlainObject; rows: PlainObject[] } {
  const keys = new Set(objects.flatMap((object) => Object.keys(object)));
  const shared: PlainObject = {};
  const nested = new Map<string, { shared: PlainObject; rows: PlainObject[] }>();
  for (const key of keys) {
    const values = objects.map((object) => object[key]);
    if (depth > 0 && values.every(isPlainObject)) {
      const inner = packObjects(values, depth - 1);
      nested.set(key, inner);
      // Written even when empty: it is what tells unpacking that every row has this object.
      shared[key] = inner.shared;
      continue;
    }
    const common = mostCommon(objects, key);
    if (common) shared[key] = common.value;
  }
  const rows = objects.map((object, index) => {
    const row: PlainObject = {};
    for (const [key, value] of Object.entries(object)) {
      if (value === undefined) continue;
      const inner = nested.get(key);
      if (inner) {
        const innerRow = inner.rows[index] ?? {};
        if (Object.keys(innerRow).length > 0) row[key] = innerRow;
      } else if (!(key in shared) || !sameValue(shared[key], value)) {
        row[key] = value;
      }
    }
    return row;
  });
  return { shared, rows };
}

/** Packs rows of the same shape; nested plain objects one level down are packed field by field. */
export function packRows<T extends object>(rows: readonly T[]): PackedRows<T> {
  const packed = packObjects(rows as readonly PlainObject[], 1);
  return packed as unknown as PackedRows<T>;
}

function unpackObject(shared: PlainObject, row: PlainObject): PlainObject {
  const whole: PlainObject = { ...shared, ...row };
  for (const [key, value] of Object.entries(shared)) {
    if (isPlainObject(value)) whole[key] = { ...value, ...(isPlainObject(row[key]) ? row[key] : {}) };
  }
  return whole;
}

/** The rows as they were before `packRows`. */
export function unpackRows<T extends object>(packed: PackedRows<T>): T[] {
  const shared = packed.shared as PlainObject;
  return packed.rows.map((row) => unpackObject(shared, row as PlainObject) as T);
}
