// @vitest-environment node
// organization, orglist, siljuck and activity: figures from the rows, who may ask for whom, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { GRADE_NAMES } from '../../../src/domain/shared/roles';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { type OrgData, orgData } from '../../test-support/org-data';

describe.each(TEST_DATABASES)('organisation figures on $name', (database) => {
  let h: Harness;
  let d: OrgData;
  const code = (userid: string) => d.byId(userid).akdcde;
  const defaults = () => d;
  beforeAll(async () => {
    h = await createHarness(database);
    d = await orgData(h.db, TEST_NOW);
  });
  afterAll(() => h.close());

  const expectedStatus = (root: string, weekday = true, data?: OrgData) => {
    const d = data ?? defaults();
    const members = d.below(root).map(d.byId);
    const amount = (u: string) => d.result(u)?.totamt ?? 0;
    const r = d.byId(root);
    const centres = [...new Set(members.map((m) => m.cntrCd))].sort();
    const meetOrgList = !weekday
      ? []
      : r.orgnzPstn === 'COGA2'
        ? [{ akdcde: r.akdcde, akdnam: `${r.name} 팀`, gubunNm: '팀' }]
        : centres.map((c) => {
            const head = members.find((m) => m.cntrCd === c && m.orgnzPstn === 'COG02') ?? r;
            return { akdcde: head.akdcde, akdnam: members.find((m) => m.cntrCd === c)!.cntrNm, gubunNm: '지국' };
          });
    return {
      totcnt: members.length,
      meetY: members.filter((m) => ['S', 'Y'].includes(d.meetingToday(m.userid)?.attendStatus ?? '')).length,
      todayMeet: meetOrgList.length,
      // First 차월: the registration base date (a reinstated member's return) in this month.
      recruitCnt: members.filter((m) => m.baseDate.slice(0, 7) === d.today.slice(0, 7)).length,
      // 실활동 above 3,000,000 (spec 3 §4); exactly 3,000,000 is 가동.
      silCnt: members.filter((m) => amount(m.userid) > 3_000_000).length,
      silCnt1: members.filter((m) => amount(m.userid) > 0 && amount(m.userid) <= 3_000_000).length,
      silCnt2: members.filter((m) => amount(m.userid) === 0).length,
      meetBase: members.filter((m) => m.orgnzPstn !== 'COG06').length,
      meetOrgList,
    };
  };

  describe('organization', () => {
    it.each([
      ['branch01', 'branch01'],
      ['district01', 'district01'],
      ['master01', 'master01'],
      ['district02', 'district02'],
      ['branch01', 'district02'],
      ['branch01', 'master03'],
      ['district01', 'master01'],
    ])('%s asking for %s', async (caller, root) => {
      const a = await h.call('organization', caller === root ? {} : { targetId: code(root) }, { token: await h.as(caller) });
      expect(a.body).toEqual({ rt: 'success', data: expectedStatus(root) });
    });

    it('has the branch meet in two centres and master01 with its team; nobody meets on a Saturday', async () => {
      expect(expectedStatus('branch01').meetOrgList.map((o) => o.akdnam)).toEqual(['역삼센터', '대치센터']);
      expect(expectedStatus('master01').totcnt).toBe(4);
      h.clock.set(new Date('2026-03-14T10:00:00+09:00'));
      try {
        const a = await h.call('organization', {}, { token: await h.login('district01') });
        expect(a.body.data).toEqual(expectedStatus('district01', false, await orgData(h.db, h.clock.now())));
        expect(a.body.data.todayMeet).toBe(0);
      } finally {
        h.clock.set(TEST_NOW);
        // Logging in two days later pruned the sessions of that user that had ended.
        h.forgetTokens();
      }
    });

    it('refuses non-leaders, and leaders asking outside their organisation (audited)', async () => {
      for (const u of ['planner01', 'partner01']) {
        const a = await h.call('organization', {}, { token: await h.as(u) });
        expect([a.status, a.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.forbidden }]);
      }
      for (const [caller, target] of [['district01', 'planner07'], ['master01', 'master03'], ['district02', 'master01'], ['master01', 'district01']]) {
        const a = await h.call('organization', { targetId: code(target!) }, { token: await h.as(caller!) });
        expect([a.status, a.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.otherOrgRefused }]);
      }
      expect(h.audit.some((e) => e.path === 'organization' && e.rt === 'forbidden' && e.userId === 'master01')).toBe(true);
    });
  });

  describe('orglist', () => {
    const entry = (userid: string, akdnam: string, gubunNm: string, isMe = 'N') => ({ akdcde: code(userid), akdnam, gubunNm, isMe });
    it('offers the own entry, then districts, teams or members', async () => {
      const list = async (u: string) => (await h.call('orglist', {}, { token: await h.as(u) })).body.data.list;
      const name = (u: string) => d.byId(u).name;
      expect(await list('branch01')).toEqual([
        entry('branch01', name('branch01'), '지점장', 'Y'),
        ...['district01', 'district02'].sort((a, b) => code(a).localeCompare(code(b))).map((u) => entry(u, d.byId(u).cntrNm, '지국')),
      ]);
      expect(await list('district01')).toEqual([entry('district01', name('district01'), '지국장', 'Y'), entry('master01', `${name('master01')} 팀`, '팀')]);
      const members = d.all.filter((u) => u.managerUserid === 'master01').sort((a, b) => a.akdrnk - b.akdrnk || a.akdcde.localeCompare(b.akdcde));
      expect(await list('master01')).toEqual([
        entry('master01', name('master01'), '마스터', 'Y'),
        ...members.map((m) => entry(m.userid, m.name, GRADE_NAMES[m.orgnzPstn])),
      ]);
      expect((await h.call('orglist', {}, { token: await h.as('planner02') })).body.rt).toBe('forbidden');
    });
  });

  describe('siljuck and activity', () => {
    const sum = (ids: string[]) => {
      const s = (f: (u: string) => number) => ids.reduce((n, u) => n + f(u), 0);
      return {
        siljuck: { totamt: s((u) => d.result(u)?.totamt ?? 0), goalAmt: s((u) => d.goal(u)?.goalAmt ?? 0), newAmt: s((u) => d.result(u)?.newAmt ?? 0) },
        activity: {
          custmCnt: s((u) => d.result(u)?.custmCnt ?? 0),
          coupnCnt: s((u) => d.result(u)?.coupnCnt ?? 0),
          bkcareCnt: s((u) => d.result(u)?.bkcareCnt ?? 0),
          expireCnt: s((u) => d.result(u)?.expireCnt ?? 0),
        },
      };
    };
    it.each([
      ['planner01', 'planner01'],
      ['partner01', 'partner01'],
      ['master01', 'planner02'],
      ['master01', 'master01'],
      ['district01', 'master01'],
      ['branch01', 'branch01'],
      ['branch01', 'district02'],
      ['master03', 'planner07'],
    ])('%s asking for %s, self and all', async (caller, target) => {
      for (const type of ['self', 'all'] as const) {
        const ids = type === 'self' ? [target] : [target, ...d.below(target)];
        const want = sum(ids);
        const fields = { type, ...(caller === target ? {} : { targetId: code(target) }) };
        expect((await h.call('siljuck', fields, { token: await h.as(caller) })).body).toEqual({ rt: 'success', data: want.siljuck });
        expect((await h.call('activity', fields, { token: await h.as(caller) })).body).toEqual({ rt: 'success', data: want.activity });
      }
    });

    it("refuses another's figures and unknown codes alike", async () => {
      for (const [caller, target] of [
        ['planner01', code('planner02')],
        ['planner02', code('master01')],
        ['district01', code('planner07')],
        ['master01', code('planner07')],
        ['master03', code('planner01')],
        ['planner01', '99999999'],
      ]) {
        for (const path of ['siljuck', 'activity']) {
          const a = await h.call(path, { type: 'all', targetId: target! }, { token: await h.as(caller!) });
          expect([a.status, a.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.otherOrgRefused }]);
        }
      }
      expect(h.audit.filter((e) => e.path === 'siljuck' && e.rt === 'forbidden').length).toBeGreaterThanOrEqual(6);
    });

    it('answers bad_request for a bad type, an over-long target and a missing type', async () => {
      const token = await h.as('planner01');
      for (const [fields, named] of [
        [{ type: 'mine' }, 'type'],
        [{ type: 'self', targetId: '1'.repeat(21) }, 'targetId'],
        [{}, 'type'],
      ] as const) {
        const a = await h.call('siljuck', fields, { token });
        expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
      }
      expect((await h.call('organization', { targetId: 'x'.repeat(21) }, { token: await h.as('branch01') })).status).toBe(400);
    });
  });
});
