// Saved customer lists of the demo accounts: two of planner01's own, and two of branch01's (one made
// from planner01's customers through the EP selector, one across the organisation), so the saved-list
// sheet and the list filter have something to show. Each user's lists are numbered in creation order.
import { addDays, kstMidnight } from '../../lib/time';
import type { custListMembers, custLists, customers } from '../schema';

type Customer = typeof customers.$inferInsert;

export function buildSavedLists(
  today: string,
  all: readonly Customer[],
): { lists: (typeof custLists.$inferInsert)[]; members: (typeof custListMembers.$inferInsert)[] } {
  const lists: (typeof custLists.$inferInsert)[] = [];
  const members: (typeof custListMembers.$inferInsert)[] = [];
  const of = (owner: string) => all.filter((c) => c.ownerUserid === owner);
  const add = (userid: string, titl: string, listTyp: 'F' | 'S', srcUserid: string, picked: readonly Customer[], daysAgo: number) => {
    if (picked.length === 0) return;
    const custListSqno = lists.length + 1;
    lists.push({ custListSqno, userid, titl, listTyp, srcUserid, crtnDttm: new Date(kstMidnight(addDays(today, -daysAgo)).getTime() + 10 * 3_600_000) });
    for (const c of picked) members.push({ custListSqno, kwkkey: c.kwkkey });
  };
  const planner = of('planner01');
  add('planner01', '관심 고객', 'F', 'planner01', planner.filter((_, i) => i % 3 === 0), 12);
  add('planner01', '재계약 대상', 'S', 'planner01', planner.filter((c) => c.custDivDetail === 'SCD01').slice(0, 5), 3);
  add('branch01', '1급 에듀플래너 고객', 'F', 'planner01', planner.slice(0, 4), 7);
  const org = all.filter((c) => c.ownerUserid !== 'planner01' && c.bookmarkYn === 'Y').slice(0, 6);
  add('branch01', '지점 관리 고객', 'F', 'branch01', [...planner.slice(4, 6), ...org], 1);
  return { lists, members };
}
