// Ordered settings lists (spec 1 §2 home card order, spec 2 §3 customer-registration layout order):
// checking a saved order, the editor's list from stored rows, and the editor's moves. Pure: the server
// checks and normalises with it, the order-editor machine moves items with it.

/** One entry of a saved order: a code and its exposure position (expoSqnc, from 1). */
export interface OrderEntry {
  readonly code: string;
  readonly expoSqnc: number;
}

export type OrderIssue = 'duplicate' | 'unknown' | 'missing' | 'sequence';

/**
 * Why `entries` is not an exact order: a code twice, a code outside `known`, a known code left out, or
 * positions that are not 1..n. Without `known`, only duplicates and positions are checked. null: exact.
 */
export function orderIssue(entries: readonly OrderEntry[], known?: readonly string[]): OrderIssue | null {
  const codes = entries.map((e) => e.code);
  if (new Set(codes).size !== codes.length) return 'duplicate';
  if (known && codes.some((c) => !known.includes(c))) return 'unknown';
  if (known && codes.length !== known.length) return 'missing';
  const positions = entries.map((e) => e.expoSqnc).sort((a, b) => a - b);
  return positions.every((p, i) => p === i + 1) ? null : 'sequence';
}

/** A stored settings row: the code, its position and whether it is shown. */
export interface StoredOrderRow {
  readonly code: string;
  readonly expoSqnc: number;
  readonly shown: boolean;
}

export interface NormalisedEntry<C extends string> {
  readonly code: C;
  readonly expoSqnc: number;
  readonly shown: boolean;
}

/**
 * The editor's list of exactly the `allowed` codes, numbered 1..n. No rows: the allowed codes in their
 * default order, all shown. Otherwise the stored allowed rows by position (then code), followed by
 * allowed codes never stored, shown or not as `missingShown` says (the home screen shows no card
 * without a row once a user has rows).
 */
export function normaliseOrder<C extends string>(rows: readonly StoredOrderRow[], allowed: readonly C[], missingShown: boolean): NormalisedEntry<C>[] {
  if (rows.length === 0) return allowed.map((code, i) => ({ code, expoSqnc: i + 1, shown: true }));
  const isAllowed = (c: string): c is C => (allowed as readonly string[]).includes(c);
  const seen = new Set<string>();
  // Each code once (its first place wins), whatever the rows hold.
  const stored = [...rows]
    .sort((a, b) => a.expoSqnc - b.expoSqnc || a.code.localeCompare(b.code))
    .flatMap((r) => (isAllowed(r.code) && !seen.has(r.code) && seen.add(r.code) ? [{ code: r.code, shown: r.shown }] : []));
  const missing = allowed.filter((c) => !seen.has(c)).map((code) => ({ code, shown: missingShown }));
  return [...stored, ...missing].map((e, i) => ({ ...e, expoSqnc: i + 1 }));
}

/** An item as the editor shows it. */
export interface OrderItem {
  readonly code: string;
  readonly name: string;
  readonly shown: boolean;
}

/** Whether the item can move one place up (-1) or down (+1). */
export function canMove(items: readonly OrderItem[], code: string, by: -1 | 1): boolean {
  const i = items.findIndex((it) => it.code === code);
  return i >= 0 && i + by >= 0 && i + by < items.length;
}

/** The list with the item swapped with its neighbour; unchanged when it cannot move. */
export function moveItem(items: readonly OrderItem[], code: string, by: -1 | 1): OrderItem[] {
  if (!canMove(items, code, by)) return [...items];
  const i = items.findIndex((it) => it.code === code);
  const out = [...items];
  [out[i], out[i + by]] = [out[i + by]!, out[i]!];
  return out;
}

export const toggleShown = (items: readonly OrderItem[], code: string): OrderItem[] =>
  items.map((it) => (it.code === code ? { ...it, shown: !it.shown } : it));

/** Same codes in the same order with the same visibility. */
export const sameOrder = (a: readonly OrderItem[], b: readonly OrderItem[]): boolean =>
  a.length === b.length && a.every((it, i) => it.code === b[i]!.code && it.shown === b[i]!.shown);

/** The positions the server stores: the list's order, from 1. */
export const entriesOf = (items: readonly OrderItem[]): (OrderEntry & { readonly shown: boolean })[] =>
  items.map((it, i) => ({ code: it.code, expoSqnc: i + 1, shown: it.shown }));
