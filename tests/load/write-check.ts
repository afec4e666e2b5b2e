// After a fault: are the run's writes in the database as the answers said? Every acknowledged write is
// there exactly once (a memo and a saved list under the number its answer gave); an unacknowledged one
// is there at most once; no write is there in part (a saved list holds every customer it was sent with);
// a saved list whose deletion was acknowledged is gone. readWrites() reads what the database holds of a
// run's markers; checkWrites() is the pure comparison.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/lib/rows';
import type { SentWrite, WriteKind } from './write-log';

export interface FoundRow {
  readonly marker: string;
  readonly sqno: number;
  /** A saved list's customer rows; 1 for a single-row write. */
  readonly members: number;
}

export type Found = Readonly<Record<WriteKind, readonly FoundRow[]>>;

export interface WriteProblem {
  readonly marker: string;
  readonly kind: WriteKind;
  readonly problem: 'acknowledged but missing' | 'duplicated' | 'half-written' | 'wrong number' | 'deleted but present';
}

export function checkWrites(sent: readonly SentWrite[], found: Found): WriteProblem[] {
  const problems: WriteProblem[] = [];
  for (const w of sent) {
    const rows = found[w.kind].filter((r) => r.marker === w.marker);
    const problem = (p: WriteProblem['problem']) => problems.push({ marker: w.marker, kind: w.kind, problem: p });
    if (rows.length > 1) problem('duplicated');
    if (w.kind === 'savedList' && rows.some((r) => r.members !== w.kwkkeys.length)) problem('half-written');
    if (w.deleted === 'acked') {
      if (rows.length > 0) problem('deleted but present');
      continue;
    }
    if (!w.acked || w.deleted === 'sent') continue;
    if (rows.length === 0) problem('acknowledged but missing');
    else if (w.sqno !== null && rows[0]!.sqno !== w.sqno) problem('wrong number');
  }
  return problems;
}

/** The rows carrying a marker of run `runId` (markers are `<S|M|L><runId>-<n>`). */
export async function readWrites(db: Db, runId: string): Promise<Found> {
  const like = (kind: string) => `${kind}${runId}-%`;
  const schedule = await rowsOf<FoundRow>(db, sql`select etc_cntn as marker, sqno, 1 as members from schedules where etc_cntn like ${like('S')} and dltn_yn = 'N'`);
  const memo = await rowsOf<FoundRow>(db, sql`select memo as marker, sqno, 1 as members from memos where memo like ${like('M')}`);
  const savedList = await rowsOf<FoundRow>(
    db,
    sql`select l.titl as marker, l.cust_list_sqno as sqno, (select count(*) from cust_list_members m where m.cust_list_sqno = l.cust_list_sqno)::int as members
      from cust_lists l where l.titl like ${like('L')}`,
  );
  const n = (rows: FoundRow[]) => rows.map((r) => ({ marker: r.marker, sqno: Number(r.sqno), members: Number(r.members) }));
  return { schedule: n(schedule), memo: n(memo), savedList: n(savedList) };
}
