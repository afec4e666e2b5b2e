// The writes a load run sent: each with its marker (the text that finds its row again: a schedule's
// title, a memo's text, a saved list's title), its Idempotency-Key and, once answered with a success
// envelope, acknowledged with the number the server gave it (memo, saved list).

export type WriteKind = 'schedule' | 'memo' | 'savedList';

export interface SentWrite {
  readonly kind: WriteKind;
  readonly userid: string;
  readonly marker: string;
  readonly key: string;
  /** The customers the write names (a memo's one, a saved list's rows). */
  readonly kwkkeys: readonly string[];
  acked: boolean;
  /** The number the answer carried (memo sqno, custListSqno); null for a schedule (its answer is empty). */
  sqno: number | null;
  /** A saved list the session deleted again (users do; it keeps each user under the 100-list limit). */
  deleted: 'no' | 'sent' | 'acked';
}

export class WriteLog {
  readonly all: SentWrite[] = [];

  sent(w: Omit<SentWrite, 'acked' | 'sqno' | 'deleted'>): SentWrite {
    const r: SentWrite = { ...w, acked: false, sqno: null, deleted: 'no' };
    this.all.push(r);
    return r;
  }

  acked(w: SentWrite, sqno: number | null): void {
    w.acked = true;
    w.sqno = sqno;
  }

  counts(): { sent: number; acked: number } {
    return { sent: this.all.length, acked: this.all.filter((w) => w.acked).length };
  }
}
