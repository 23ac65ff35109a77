/**
 * Small checks for what comes back out of local storage (it may be old, edited or from another version).
 * Hand-written rather than zod so the first page does not carry a schema library.
 */
type Shape = Record<string, 'string' | 'number' | 'boolean'>;

export function hasShape<T>(value: unknown, shape: Shape): value is T {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, type]) => typeof record[key] === type);
}
