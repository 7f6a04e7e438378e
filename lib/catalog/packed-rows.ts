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

/** A row's sparse part: any field may be missing, and a nested object (the price) may be partial. */
export type PackedRow<T> = { [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends PlainObject ? Partial<T[K]> : T[K] };

/**
 * A packed row: its value of each column, in the order of `columns`, then, when the row differs
 * from `shared` anywhere else, one object holding those fields (partial nested objects included).
 */
export type PackedTuple = readonly unknown[];

export interface PackedRows<T> {
  /** The values most rows have, per field (and per field of a nested object). */
  shared: PackedRow<T>;
  /**
   * The fields most rows have a value of their own for ("code", "price.amount"): written as
   * values by position, so a field's name is written once per page instead of once per row.
   */
  columns: string[];
  rows: PackedTuple[];
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

/** The value at a column's path ("price.amount"), or undefined where the row has none. */
function valueAt(object: PlainObject, path: readonly string[]): unknown {
  let value: unknown = object;
  for (const key of path) value = isPlainObject(value) ? value[key] : undefined;
  return value;
}

/**
 * The fields that at least half the rows write in their sparse part, and that every row has (a
 * position cannot say "missing": JSON has no undefined in arrays).
 */
function columnsOf(sparse: readonly PlainObject[], objects: readonly PlainObject[]): string[][] {
  // Packed field by field (packObjects): a plain object in every row.
  const isNested = (key: string) => objects.every((object) => isPlainObject(object[key]));
  const counts = new Map<string, number>();
  for (const row of sparse) {
    for (const [key, value] of Object.entries(row)) {
      const paths = isNested(key) && isPlainObject(value) ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key];
      for (const path of paths) counts.set(path, (counts.get(path) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, count]) => count * 2 >= sparse.length)
    .map(([path]) => path.split('.'))
    .filter((path) => objects.every((object) => valueAt(object, path) !== undefined));
}

/** Takes a column's field out of a sparse row (and its nested object when that empties it). */
function withoutPath(row: PlainObject, path: readonly string[]): PlainObject {
  const [key, inner] = path as [string, string | undefined];
  const rest = { ...row };
  if (inner === undefined || !isPlainObject(rest[key])) {
    delete rest[key];
    return rest;
  }
  const nested = { ...rest[key] };
  delete nested[inner];
  if (Object.keys(nested).length > 0) rest[key] = nested;
  else delete rest[key];
  return rest;
}

/** Packs rows of the same shape; nested plain objects one level down are packed field by field. */
export function packRows<T extends object>(rows: readonly T[]): PackedRows<T> {
  const objects = rows as readonly PlainObject[];
  const { shared, rows: sparse } = packObjects(objects, 1);
  const columns = columnsOf(sparse, objects);
  for (const [key, inner] of columns as [string, string | undefined][]) {
    const nested = shared[key];
    if (inner === undefined) delete shared[key];
    else if (isPlainObject(nested)) delete nested[inner];
  }
  const tuples = objects.map((object, index) => {
    let rest = sparse[index] ?? {};
    for (const path of columns) rest = withoutPath(rest, path);
    const values = columns.map((path) => valueAt(object, path));
    return Object.keys(rest).length > 0 ? [...values, rest] : values;
  });
  return { shared: shared as PackedRow<T>, columns: columns.map((path) => path.join('.')), rows: tuples };
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
  const columns = packed.columns.map((column) => column.split('.') as [string, string | undefined]);
  return packed.rows.map((tuple) => {
    const rest = tuple[columns.length];
    const whole = unpackObject(shared, isPlainObject(rest) ? rest : {});
    columns.forEach(([key, inner], position) => {
      const value = tuple[position];
      if (inner === undefined) whole[key] = value;
      else whole[key] = { ...(isPlainObject(whole[key]) ? whole[key] : {}), [inner]: value };
    });
    return whole as T;
  });
}
