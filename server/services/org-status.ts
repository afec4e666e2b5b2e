// The leader's organisation card (HCD01) and the organisation switch's choices (orglist), both over
// the subtree under a root leader: head counts, today's meeting, recruits and activity states. The card
// counts with the organisation list's own predicates (org-filters.ts, from rules.ts' tables), so each
// figure is the total of the list opened with the matching option (presetFilters); one aggregate row per
// centre, whatever the organisation's size.
import { sql } from 'drizzle-orm';
import type { MeetOrg, OrgChoice, OrgStatus } from '../../src/domain/dashboard/contract';
import { GRADE_NAMES, type Position } from '../../src/domain/shared/roles';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { singleFlight } from '../lib/single-flight';
import { isWeekday } from '../lib/time';
import { dayParams } from './dashboard';
import { chawolWhere, gadongWhere, metToday } from './org-filters';
import { subtreeCte } from './org-scope';
import type { UserRow } from './sessions';

interface CentreRow {
  cntrCd: string;
  /** The centre's name as its first member (by code) has it. */
  cntrNm: string;
  /** Its district head's code (the first by code), if one is in the organisation. */
  headCode: string | null;
  n: number | string;
  meetY: number | string;
  recruit: number | string;
  sil: number | string;
  sil1: number | string;
  sil2: number | string;
  meetBase: number | string;
}

/** The same organisation's card asked again while it is read shares that read (lib/single-flight.ts). */
const cardReads = singleFlight<OrgStatus>();

/** After a write that moves the cards' figures (attendance): the next cards read anew. */
export const forgetOrganisations = (db: Db): void => cardReads.forget(db, '');

export function organizationStatus(db: Db, root: UserRow, now: Date): Promise<OrgStatus> {
  return cardReads.run(db, `${root.userid}|${dayParams(now).today}`, () => readOrganizationStatus(db, root, now));
}

async function readOrganizationStatus(db: Db, root: UserRow, now: Date): Promise<OrgStatus> {
  const { today, month } = dayParams(now);
  const centres = await rowsOf<CentreRow>(
    db,
    sql`${subtreeCte(root.userid)}
      select u.cntr_cd as "cntrCd", (array_agg(u.cntr_nm order by u.akdcde))[1] as "cntrNm",
        min(u.akdcde) filter (where u.orgnz_pstn = 'COG02') as "headCode",
        count(*) as "n",
        count(*) filter (where ${metToday}) as "meetY",
        count(*) filter (where ${chawolWhere(today, ['1'])}) as "recruit",
        count(*) filter (where ${gadongWhere(['2'])}) as "sil",
        count(*) filter (where ${gadongWhere(['1'])}) as "sil1",
        count(*) filter (where ${gadongWhere(['0'])}) as "sil2",
        count(*) filter (where u.orgnz_pstn <> 'COG06') as "meetBase"
      from tree join users u on u.userid = tree.userid
      left join morning_meetings mm on mm.userid = u.userid and mm.date = ${today}
      left join monthly_results r on r.userid = u.userid and r.yyyymm = ${month}
      where tree.depth > 0
      group by u.cntr_cd
      order by u.cntr_cd`,
  );
  const sum = (k: keyof CentreRow) => centres.reduce((n, c) => n + Number(c[k]), 0);
  const meetOrgList = isWeekday(today) ? meetingOrgs(root, centres) : [];
  return {
    totcnt: sum('n'),
    meetY: sum('meetY'),
    todayMeet: meetOrgList.length,
    // In their first 차월: joined, or came back, this month (the list's recruit option).
    recruitCnt: sum('recruit'),
    silCnt: sum('sil'),
    silCnt1: sum('sil1'),
    silCnt2: sum('sil2'),
    meetBase: sum('meetBase'),
    meetOrgList,
  };
}

/** A master's team meets as one; above a master, each centre of the organisation holds its meeting. */
function meetingOrgs(root: UserRow, centres: readonly CentreRow[]): MeetOrg[] {
  if (root.orgnzPstn === 'COGA2') return [{ akdcde: root.akdcde, akdnam: `${root.name} 팀`, gubunNm: '팀' }];
  // The centre's leader is its district head; the root itself when it heads the centre or none is found.
  return centres.map((c) => ({ akdcde: c.headCode ?? root.akdcde, akdnam: c.cntrNm, gubunNm: '지국' }));
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
