// Another branch for the authorisation tests of customer calls: its head (branch09) and one planner
// (planner91) outside branch01's organisation, and one customer of that planner (K99000001), a copy of
// `like` under that key. Returns the customer as stored.
import { eq } from 'drizzle-orm';
import { customers, users } from '../db/schema';
import type { Harness } from './harness';

export const OTHER_BRANCH = { head: 'branch09', planner: 'planner91', customer: 'K99000001' } as const;

export async function addOtherBranch(h: Harness, like: typeof customers.$inferSelect): Promise<typeof customers.$inferSelect> {
  const [template] = await h.db.select().from(users).where(eq(users.userid, 'branch01'));
  await h.db.insert(users).values([
    { ...template!, userid: OTHER_BRANCH.head, akdcde: '99990009', managerUserid: null, orgnzPstn: 'COG01', brncCd: 'B9900', brncNm: '다른지점' },
    { ...template!, userid: OTHER_BRANCH.planner, akdcde: '99990091', managerUserid: OTHER_BRANCH.head, orgnzPstn: 'COG03', akdrnk: 5, brncCd: 'B9900', brncNm: '다른지점' },
  ]);
  const { telDigits: _generated, ...row } = like;
  await h.db.insert(customers).values({ ...row, kwkkey: OTHER_BRANCH.customer, ownerUserid: OTHER_BRANCH.planner });
  return (await h.db.select().from(customers).where(eq(customers.kwkkey, OTHER_BRANCH.customer)))[0]!;
}
