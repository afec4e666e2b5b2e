// @vitest-environment node
// Every customer-list call for every demo position, on another planner's customer (planner02's): only the
// branch head reaches it, through each call alike; everyone reaches their own customers.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { customers } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';

describe.each(TEST_DATABASES)('customer calls per position on $name', (database) => {
  let h: Harness;
  let theirs: typeof customers.$inferSelect;
  let lent: { encCustNm: string; encCustTel: string };
  beforeAll(async () => {
    h = await createHarness(database);
    [theirs] = (await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner02')).orderBy(asc(customers.kwkkey))) as [typeof theirs];
    const page = await h.call('myCstmr/getMyCstmrList', { offset: '0', size: '50', searchUserid: 'planner02' }, { token: await h.as('branch01') });
    lent = page.body.data.list.find((r: any) => r.kwkkey === theirs.kwkkey);
  });
  afterAll(() => h.close());

  describe.each(DEMO_ACCOUNTS.filter((a) => a.userid !== 'planner02'))('$userid ($position)', ({ userid, position }) => {
    const head = position === 'COG01';
    const call = async (path: string, fields: Record<string, string>) => h.call(`myCstmr/${path}`, fields, { token: await h.as(userid) });

    it('reaches planner02’s customer only as the branch head, through every call', async () => {
      const key = { kwkkey: theirs.kwkkey, custDiv: theirs.custDiv };
      const refusedOrg = { rt: 'forbidden', rtMsg: msg.otherOrgRefused };
      const list = await call('getMyCstmrList', { offset: '0', size: '10', searchUserid: 'planner02' });
      expect(list.body.rt === 'success').toBe(head);
      if (!head) expect(list.body).toEqual(refusedOrg);
      const pdf = await call('getCstmrPdfUrl', { searchUserid: 'planner02' });
      expect(pdf.body.rt === 'success').toBe(head);
      const bookmark = await call('saveMyCustBkmr', key);
      expect(bookmark.body.rt).toBe(head ? 'success' : 'not_found');
      await call('deleteCustBkmr', key);
      const save = await call('saveCustList', { titl: '목록', listTyp: 'F', kwkkeyJsonString: JSON.stringify([theirs.kwkkey]) });
      expect(save.body.rt).toBe(head ? 'success' : 'forbidden');
      const sms = await call('sendSms', { subject: '안내', msg: '안내드립니다.', smsUserListJsonString: JSON.stringify([lent]) });
      expect(sms.body.rt).toBe(head ? 'success' : 'forbidden');
      const ep = await call('getEpList', {});
      expect(ep.body.rt).toBe(head ? 'success' : 'forbidden');
    });

    it('reads its own list, the templates and the product master', async () => {
      const own = await h.db.select().from(customers).where(eq(customers.ownerUserid, userid));
      const list = await call('getMyCstmrList', { offset: '0', size: '50', searchUserid: userid });
      expect(list.body.data.totCnt).toBe(own.length);
      for (const path of ['getSavedCustList', 'getSmsTempleteList', 'getProdMstList']) expect((await call(path, {})).body.rt).toBe('success');
      if (own.length > 0) {
        const c = own[0]!;
        expect((await call('saveMyCustBkmr', { kwkkey: c.kwkkey, custDiv: c.custDiv })).body.rt).toBe('success');
        expect((await call('saveCustList', { titl: '내 목록', listTyp: 'F', kwkkeyJsonString: JSON.stringify([c.kwkkey]) })).body.rt).toBe('success');
      }
    });
  });
});
