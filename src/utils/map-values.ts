/** A record with each value mapped, under the same keys; an absent record stays absent. */
export function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U>;
export function mapValues<T, U>(
  record: Record<string, T> | undefined,
  map: (value: T) => U,
): Record<string, U> | undefined;
export function mapValues<T, U>(
  record: Record<string, T> | undefined,
  map: (value: T) => U,
): Record<string, U> | undefined {
  return record && Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}
