// What the activity builders share: rows grouped by user (so each builder stays linear in the size of the
// organisation) and the course ids' uuid form.
import type { Rng } from './prng';

/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** A version-4-shaped uuid from the stream. */
export function uuid(r: Rng): string {
  const hex = Array.from({ length: 32 }, () => r.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
