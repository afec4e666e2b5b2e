// The leader's organisation card (HCD01) and the organisation switch's choices (orglist), both over
// the subtree under a root leader: head counts, today's meeting, recruits and performance tiers.
import { sql } from 'drizzle-orm';
import type { MeetOrg, OrgChoice, OrgStatus } from '../../src/domain/dashboard/contract';
import { GRADE_NAMES, type Position } from '../../src/domain/shared/roles';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { isWeekday } from '../lib/time';
import { dayParams } from './dashboard';
import { subtreeCte } from './org-scope';
import type { UserRow } from './sessions';

/** Active staff threshold of the organisation card (spec 1 §9: 300만). */
export const ACTIVE_AMOUNT = 3_000_000;

interface MemberRow {
  userid: string;
  akdcde: string;
  name: string;
  position: Position;
  cntrCd: string;
  cntrNm: string;
  joinMonth: string;
  status: string;
  totamt: number | string;
}

export async function organizationStatus(db: Db, root: UserRow, now: Date): Promise<OrgStatus> {
  const { today, month } = dayParams(now);
  const members = await rowsOf<MemberRow>(
    db,
    sql`${subtreeCte(root.userid)}
      select u.userid, u.akdcde, u.name, u.orgnz_pstn as "position", u.cntr_cd as "cntrCd", u.cntr_nm as "cntrNm",
        to_char(u.join_date, 'YYYYMM') as "joinMonth", coalesce(mm.attend_status, '') as "status",
        coalesce(r.totamt, 0)::float8 as "totamt"
      from tree join users u on u.userid = tree.userid
      left join morning_meetings mm on mm.userid = u.userid and mm.date = ${today}
      left join monthly_results r on r.userid = u.userid and r.yyyymm = ${month}
      where tree.depth > 0
      order by u.cntr_cd, u.akdcde`,
  );
  const amount = (m: MemberRow) => Number(m.totamt);
  const meetOrgList = isWeekday(today) ? meetingOrgs(root, members) : [];
  return {
    totcnt: members.length,
    meetY: members.filter((m) => m.status === 'S' || m.status === 'Y').length,
    todayMeet: meetOrgList.length,
    recruitCnt: members.filter((m) => m.joinMonth === month).length,
    silCnt: members.filter((m) => amount(m) >= ACTIVE_AMOUNT).length,
    silCnt1: members.filter((m) => amount(m) > 0 && amount(m) < ACTIVE_AMOUNT).length,
    silCnt2: members.filter((m) => amount(m) <= 0).length,
    meetBase: members.filter((m) => m.position !== 'COG06').length,
    meetOrgList,
  };
}

/** A master's team meets as one; above a master, each centre of the organisation holds its meeting. */
function meetingOrgs(root: UserRow, members: readonly MemberRow[]): MeetOrg[] {
  if (root.orgnzPstn === 'COGA2') return [{ akdcde: root.akdcde, akdnam: `${root.name} 팀`, gubunNm: '팀' }];
  const centres = new Map<string, MeetOrg>();
  for (const m of members) {
    if (centres.has(m.cntrCd)) continue;
    // The centre's leader is its district head; the root itself when it heads the centre or none is found.
    const head = members.find((x) => x.cntrCd === m.cntrCd && x.position === 'COG02');
    centres.set(m.cntrCd, { akdcde: head?.akdcde ?? root.akdcde, akdnam: m.cntrNm, gubunNm: '지국' });
  }
  return [...centres.values()];
}

interface ReportRow {
  akdcde: string;
  name: string;
  position: Position;
  cntrNm: string;
  leads: boolean;
}

/** The leader's own entry, then the sub-organisations (district heads, masters) or, for a master, the members. */
export async function orgChoices(db: Db, leader: UserRow): Promise<OrgChoice[]> {
  const reports = await rowsOf<ReportRow>(
    db,
    sql`select u.akdcde, u.name, u.orgnz_pstn as "position", u.cntr_nm as "cntrNm",
        exists (select 1 from users m where m.manager_userid = u.userid) as "leads"
      from users u where u.manager_userid = ${leader.userid}
      order by u.akdrnk, u.akdcde`,
  );
  const own: OrgChoice = { akdcde: leader.akdcde, akdnam: leader.name, gubunNm: GRADE_NAMES[leader.orgnzPstn], isMe: 'Y' };
  const shown = leader.orgnzPstn === 'COGA2' ? reports : reports.filter((r) => r.leads);
  return [own, ...shown.map((r): OrgChoice => ({ ...choiceName(r), akdcde: r.akdcde, isMe: 'N' }))];
}

function choiceName(r: ReportRow): { akdnam: string; gubunNm: string } {
  if (r.position === 'COG02') return { akdnam: r.cntrNm, gubunNm: '지국' };
  if (r.position === 'COGA2') return { akdnam: `${r.name} 팀`, gubunNm: '팀' };
  return { akdnam: r.name, gubunNm: GRADE_NAMES[r.position] };
}
