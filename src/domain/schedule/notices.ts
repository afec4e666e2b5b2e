// The selected day's notices on my schedule (spec 2 §2, §3 notice items, §4 "removed once completed"):
// contract expiry, diagnosis re-test and book care, each completed by its own call, named by a key.
import type { BookcareDue, ConcExpDue, Reinspec } from './contract';

export type NoticeKind = 'concExp' | 'reinspec' | 'bookcare';

export interface DayNotices {
  readonly concExp: readonly (typeof ConcExpDue.Type)[];
  readonly reinspec: readonly (typeof Reinspec.Type)[];
  readonly bookcare: readonly (typeof BookcareDue.Type)[];
}

export type NoticeItem = DayNotices[NoticeKind][number];

/** One notice's identity within its kind (what its completion call sends). */
export function noticeKey(kind: NoticeKind, item: NoticeItem): string {
  const i = item as Record<string, string>;
  if (kind === 'concExp') return `${i.kwkey}|${i.concexpydy}`;
  if (kind === 'reinspec') return i.couponNo!;
  return `${i.rpyery}|${i.rpseqi}|${i.rpseri}`;
}

export const withoutNotice = (n: DayNotices, kind: NoticeKind, key: string): DayNotices => ({
  ...n,
  [kind]: (n[kind] as readonly NoticeItem[]).filter((item) => noticeKey(kind, item) !== key),
});

/** Pairs of notices: the carousel's slides (spec 2 §9 "notice carousels group 2 slides"). */
export const inPairs = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / 2) }, (_, i) => items.slice(i * 2, i * 2 + 2));
