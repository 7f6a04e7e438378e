/**
 * True for an object that is not an array (JSON's objects). The type parameter names what the
 * caller's data holds at that place (a translation tree, a page row); the check is only the shape.
 */
export function isPlainObject<T extends object = Record<string, unknown>>(value: unknown): value is T {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
