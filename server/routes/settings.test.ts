// @vitest-environment node
// set/* (notification flags, home-card order, customer-registration order) for every role: defaults
// without rows, round trips, the dashboard following the saved card order, strict refusal of malformed
// saves (bad JSON, duplicates, unknown or foreign codes, positions, missing flags), and no session.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CARD_CODES, type CardCode } from '../../src/domain/dashboard/contract';
import { REG_ITEM_CODES } from '../../src/domain/settings/contract';
import { msg } from '../../src/domain/messages';
import type { Position } from '../../src/domain/shared/roles';
import { REG_ITEM_NAMES } from '../../src/domain/settings/cstmr-reg-items';
import { CARD_NAMES, DEFAULT_CARDS } from '../../src/domain/dashboard/cards';
import { DEMO_ACCOUNTS } from '../db/seed';
import { cstmrRegOrder, dashboardCards, notificationSettings } from '../db/schema';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness } from '../test-support/harness';

const ALL_Y = { custrgsnRecpYn: 'Y', ancmRecpYn: 'Y', planRecpYn: 'Y', dgnssrvcRecpYn: 'Y', shpnRecpYn: 'Y', drptRecpYn: 'Y' };
const cardJson = (codes: readonly string[], from = 1) => JSON.stringify(codes.map((cardCd, i) => ({ cardCd, expoSqnc: from + i })));
const regJson = (codes: readonly string[]) => JSON.stringify(codes.map((itemCd, i) => ({ itemCd, expoSqnc: i + 1 })));
const badRequest = (...fields: string[]) => ({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${fields.join(', ')})` });

describe.each(TEST_DATABASES)('settings calls on $name', (database) => {
  let h: Harness;
  const call = async (userid: string, path: string, fields: Record<string, string | null> = {}) => h.call(path, fields, { token: await h.as(userid) });
  let seedCards: (typeof dashboardCards.$inferSelect)[] = [];
  beforeAll(async () => {
    h = await createHarness(database);
    seedCards = await h.db.select().from(dashboardCards);
  });
  afterAll(() => h.close());
  // Every test starts from the seed's settings.
  afterEach(async () => {
    await h.db.delete(notificationSettings);
    await h.db.delete(cstmrRegOrder);
    await h.db.delete(dashboardCards);
    if (seedCards.length) await h.db.insert(dashboardCards).values(seedCards);
  });

  const positionOf = (userid: string) => DEMO_ACCOUNTS.find((a) => a.userid === userid)!.position as Position;
  const ROLES = DEMO_ACCOUNTS.map((a) => a.userid);

  describe('notification settings', () => {
    it.each(ROLES)('%s: all six Y without a row, then exactly what it saved', async (userid) => {
      expect((await call(userid, 'set/getNotificationSetUserInfo')).body).toEqual({ rt: 'success', data: ALL_Y });
      const flags = { ...ALL_Y, ancmRecpYn: 'N', shpnRecpYn: 'N' };
      expect((await call(userid, 'set/saveNotificationSetUserInfo', flags)).body).toEqual({ rt: 'success', data: {} });
      expect((await call(userid, 'set/getNotificationSetUserInfo')).body.data).toEqual(flags);
      const allOff = Object.fromEntries(Object.keys(ALL_Y).map((k) => [k, 'N']));
      await call(userid, 'set/saveNotificationSetUserInfo', allOff);
      expect((await call(userid, 'set/getNotificationSetUserInfo')).body.data).toEqual(allOff);
    });

    it("one user's save leaves the others alone, and stamps the row", async () => {
      await call('planner01', 'set/saveNotificationSetUserInfo', { ...ALL_Y, planRecpYn: 'N' });
      expect((await call('planner02', 'set/getNotificationSetUserInfo')).body.data).toEqual(ALL_Y);
      const [row] = await h.db.select().from(notificationSettings).where(eq(notificationSettings.userid, 'planner01'));
      expect(row).toMatchObject({ planRecpYn: 'N', updatedAt: h.clock.now() });
    });

    it('refuses a missing flag, anything but Y/N, and names every wrong field', async () => {
      const { drptRecpYn: _, ...five } = ALL_Y;
      expect((await call('planner01', 'set/saveNotificationSetUserInfo', five)).body).toEqual(badRequest('drptRecpYn'));
      const wrong = await call('planner01', 'set/saveNotificationSetUserInfo', { ...ALL_Y, ancmRecpYn: 'y', planRecpYn: 'true' });
      expect([wrong.status, wrong.body]).toEqual([400, badRequest('ancmRecpYn', 'planRecpYn')]);
      expect((await call('planner01', 'set/getNotificationSetUserInfo')).body.data).toEqual(ALL_Y);
    });
  });

  describe('home-card order', () => {
    const cardsOf = async (userid: string) => (await call(userid, 'set/getDashboardSetUserInfo')).body.data.cardList;
    const dashboardCodes = async (userid: string) => (await call(userid, 'dashboard')).body.data.cardList.map((c: { cardCd: string }) => c.cardCd);

    it.each(ROLES.filter((u) => u !== 'planner02'))("%s: without rows, its position's cards in the default order, all shown", async (userid) => {
      expect(await cardsOf(userid)).toEqual(
        DEFAULT_CARDS[positionOf(userid)].map((cardCd, i) => ({ cardCd, cardNm: CARD_NAMES[cardCd], expoSqnc: i + 1, expoYn: 'Y' })),
      );
    });

    it("planner02: the seed's own order, with its hidden card in place", async () => {
      expect((await cardsOf('planner02')).map((c: any) => `${c.cardCd}${c.expoYn}${c.expoSqnc}`)).toEqual(['HCD05Y1', 'HCD02Y2', 'HCD03Y3', 'HCD06Y4', 'HCD04N5']);
    });

    it.each(ROLES)('%s: a reversed order with one card hidden is what the editor and the dashboard answer next', async (userid) => {
      const codes = [...DEFAULT_CARDS[positionOf(userid)]].reverse();
      const hidden = codes[1]!;
      const shown = codes.filter((c) => c !== hidden);
      // The hidden card keeps its place among the others.
      const enable = JSON.stringify(codes.flatMap((cardCd, i) => (cardCd === hidden ? [] : [{ cardCd, expoSqnc: i + 1 }])));
      const disable = JSON.stringify([{ cardCd: hidden, expoSqnc: 2 }]);
      expect((await call(userid, 'set/saveDashboardSetUserInfo', { enableJsonString: enable, disableJsonString: disable })).body).toEqual({ rt: 'success', data: {} });
      expect(await cardsOf(userid)).toEqual(
        codes.map((cardCd, i) => ({ cardCd, cardNm: CARD_NAMES[cardCd], expoSqnc: i + 1, expoYn: cardCd === hidden ? 'N' : 'Y' })),
      );
      const dash = (await call(userid, 'dashboard')).body.data.cardList;
      expect(dash).toEqual(shown.map((cardCd) => ({ cardCd, cardNm: CARD_NAMES[cardCd], expoSqnc: codes.indexOf(cardCd) + 1 })));
    });

    it('the dashboard follows right after a save that a running dashboard read overlapped', async () => {
      const reading = call('planner01', 'dashboard');
      await call('planner01', 'set/saveDashboardSetUserInfo', { enableJsonString: cardJson(['HCD06', 'HCD02']), disableJsonString: cardJson(['HCD03', 'HCD04', 'HCD05'], 3) });
      await reading;
      expect(await dashboardCodes('planner01')).toEqual(['HCD06', 'HCD02']);
    });

    it('may hide every card: the home screen then lists none', async () => {
      const codes = DEFAULT_CARDS.COG05;
      await call('planner03', 'set/saveDashboardSetUserInfo', { enableJsonString: '[]', disableJsonString: cardJson(codes) });
      expect(await dashboardCodes('planner03')).toEqual([]);
      expect((await cardsOf('planner03')).every((c: { expoYn: string }) => c.expoYn === 'N')).toBe(true);
    });

    it('rows of cards the position does not have are neither edited nor shown; cards without a row come last, hidden', async () => {
      await h.db.insert(dashboardCards).values([
        { userid: 'partner01', cardCd: 'HCD04', expoSqnc: 1, expoYn: 'Y' },
        { userid: 'partner01', cardCd: 'HCD05', expoSqnc: 2, expoYn: 'Y' },
        { userid: 'partner01', cardCd: 'HCD01', expoSqnc: 3, expoYn: 'Y' },
      ]);
      expect((await cardsOf('partner01')).map((c: any) => `${c.cardCd}${c.expoYn}${c.expoSqnc}`)).toEqual(['HCD05Y1', 'HCD02N2', 'HCD03N3']);
      expect(await dashboardCodes('partner01')).toEqual(['HCD05']);
      // Saving the editor's list replaces the foreign rows.
      await call('partner01', 'set/saveDashboardSetUserInfo', { enableJsonString: cardJson(['HCD05', 'HCD02', 'HCD03']), disableJsonString: '[]' });
      const rows = await h.db.select().from(dashboardCards).where(eq(dashboardCards.userid, 'partner01'));
      expect(rows.map((r) => r.cardCd).sort()).toEqual(['HCD02', 'HCD03', 'HCD05']);
      expect(await dashboardCodes('partner01')).toEqual(['HCD05', 'HCD02', 'HCD03']);
    });

    it('two saves at once: the user ends with one of them whole', async () => {
      const a = { enableJsonString: cardJson(['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06']), disableJsonString: '[]' };
      const b = { enableJsonString: cardJson(['HCD06', 'HCD05']), disableJsonString: cardJson(['HCD04', 'HCD03', 'HCD02'], 3) };
      const answers = await Promise.all([call('planner01', 'set/saveDashboardSetUserInfo', a), call('planner01', 'set/saveDashboardSetUserInfo', b)]);
      expect(answers.map((x) => x.body.rt)).toEqual(['success', 'success']);
      expect([['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'], ['HCD06', 'HCD05']]).toContainEqual(await dashboardCodes('planner01'));
    });

    const planner = (enableJsonString: string | null, disableJsonString: string | null = '[]') => call('planner01', 'set/saveDashboardSetUserInfo', { enableJsonString, disableJsonString });
    const BOTH = badRequest('enableJsonString', 'disableJsonString');
    it.each([
      ['not JSON', () => planner('[{"cardCd":"HCD02"'), badRequest('enableJsonString')],
      ['an object instead of a list', () => planner('{"cardCd":"HCD02","expoSqnc":1}'), badRequest('enableJsonString')],
      ['an unknown code', () => planner(cardJson(['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD09'])), badRequest('enableJsonString')],
      ['a card twice', () => planner(cardJson(['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD05'])), BOTH],
      ['a card shown and hidden', () => planner(cardJson(['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06']), cardJson(['HCD06'], 6)), BOTH],
      ['positions not 1..n', () => planner(cardJson(['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'], 2)), BOTH],
      ['a position that is no whole number', () => planner('[{"cardCd":"HCD02","expoSqnc":"1"}]'), badRequest('enableJsonString')],
      ['a card left out', () => planner(cardJson(['HCD02', 'HCD03', 'HCD04', 'HCD05'])), BOTH],
      ["a leader's card from a planner", () => planner(cardJson(['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'])), BOTH],
      ['a missing field', () => planner(cardJson(['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06']), null), badRequest('disableJsonString')],
      ['over 1,000 characters', () => planner(`${cardJson(DEFAULT_CARDS.COG03)}${' '.repeat(1_000)}`), badRequest('enableJsonString')],
    ])('refuses %s and keeps the saved order', async (_name, send, answer) => {
      const before = await cardsOf('planner01');
      const a = await send();
      expect([a.status, a.body]).toEqual([400, answer]);
      expect(await cardsOf('planner01')).toEqual(before);
    });

    it("a partner may not show a planner's courses card", async () => {
      const a = await call('partner01', 'set/saveDashboardSetUserInfo', { enableJsonString: cardJson(['HCD02', 'HCD03', 'HCD05', 'HCD04']), disableJsonString: '[]' });
      expect(a.body).toEqual(badRequest('enableJsonString', 'disableJsonString'));
      expect(h.audit.at(-1)).toMatchObject({ event: 'call.refused', userId: 'partner01', rt: 'bad_request', path: 'set/saveDashboardSetUserInfo' });
    });

    it('every code the contract knows is a real card', () => {
      expect(Object.keys(CARD_NAMES).sort()).toEqual([...CARD_CODES]);
      for (const p of Object.keys(DEFAULT_CARDS) as Position[]) for (const c of DEFAULT_CARDS[p]) expect(CARD_CODES).toContain(c as CardCode);
    });
  });

  describe('customer-registration order', () => {
    const itemsOf = async (userid: string) => (await call(userid, 'set/getMyCstmrRegSetUserInfo')).body.data.list;
    const DEFAULT_ORDER = ['CRS01', 'CRS02', 'CRS03', 'CRS04', 'CRS05', 'CRS06'];

    it.each(ROLES)('%s: the spec default order without rows, then exactly what it saved', async (userid) => {
      expect(await itemsOf(userid)).toEqual(DEFAULT_ORDER.map((itemCd, i) => ({ itemCd, itemNm: REG_ITEM_NAMES[itemCd as 'CRS01'], expoSqnc: i + 1 })));
      const order = ['CRS03', 'CRS01', 'CRS06', 'CRS02', 'CRS05', 'CRS04'];
      expect((await call(userid, 'set/saveMyCstmrRegSetUserInfo', { jsonString: regJson(order) })).body).toEqual({ rt: 'success', data: {} });
      expect((await itemsOf(userid)).map((i: { itemCd: string }) => i.itemCd)).toEqual(order);
    });

    it('the default order is certification, child, memo, parent, interest, no-jin activity (spec 2 §9)', () => {
      expect(REG_ITEM_CODES.map((c) => REG_ITEM_NAMES[c])).toEqual(['고객 인증', '자녀 정보', '메모', '부모 정보', '관심 정보', '노진활동']);
    });

    it('stored rows missing a section list it last', async () => {
      await h.db.insert(cstmrRegOrder).values([
        { userid: 'master01', itemCd: 'CRS04', expoSqnc: 1 },
        { userid: 'master01', itemCd: 'CRS02', expoSqnc: 2 },
      ]);
      expect((await itemsOf('master01')).map((i: any) => `${i.itemCd}:${i.expoSqnc}`)).toEqual(['CRS04:1', 'CRS02:2', 'CRS01:3', 'CRS03:4', 'CRS05:5', 'CRS06:6']);
    });

    const save = (jsonString: string | null) => call('planner03', 'set/saveMyCstmrRegSetUserInfo', { jsonString });
    it.each([
      ['not JSON', () => save('CRS01,CRS02')],
      ['a section left out', () => save(regJson(DEFAULT_ORDER.slice(0, 5)))],
      ['a section twice', () => save(regJson([...DEFAULT_ORDER.slice(0, 5), 'CRS05']))],
      ['an unknown section', () => save(regJson([...DEFAULT_ORDER.slice(0, 5), 'CRS07']))],
      ['positions not 1..6', () => save(JSON.stringify(DEFAULT_ORDER.map((itemCd, i) => ({ itemCd, expoSqnc: i * 2 + 1 }))))],
      ['no field', () => save(null)],
    ])('refuses %s', async (_name, send) => {
      const a = await send();
      expect([a.status, a.body]).toEqual([400, badRequest('jsonString')]);
      expect((await itemsOf('planner03')).map((i: { itemCd: string }) => i.itemCd)).toEqual(DEFAULT_ORDER);
    });
  });

  it.each([
    'set/getNotificationSetUserInfo',
    'set/saveNotificationSetUserInfo',
    'set/getDashboardSetUserInfo',
    'set/saveDashboardSetUserInfo',
    'set/getMyCstmrRegSetUserInfo',
    'set/saveMyCstmrRegSetUserInfo',
  ])('%s needs a session', async (path) => {
    const none = await h.call(path, { ...ALL_Y, jsonString: regJson(['CRS01']) });
    expect([none.status, none.body]).toEqual([401, { rt: 'unauthorized', rtMsg: msg.unauthorized }]);
    expect((await h.call(path, {}, { token: 'not-a-token' })).body.rt).toBe('unauthorized');
  });
});
