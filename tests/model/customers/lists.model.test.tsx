// Model-based tests of the save-list and saved-list sheets: every generated path on the bare machines,
// then a covering set on the whole rendered app against the real server, the sheets opened from the
// list's menu as a user does; saves and deletes held until the path says how they end (the server, or a
// fault). The refusal at 100 lists is the server's own, with the user's lists filled up to it.
import { cleanup, waitFor } from '@testing-library/react';
import { gt } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import { selectSaveList, selectSavedLists } from '../../../machines/customers/customer-list.selectors';
import { saveListMachine } from '../../../machines/customers/save-list.machine';
import * as saveSelectors from '../../../machines/customers/save-list.selectors';
import { savedListsMachine } from '../../../machines/customers/saved-lists.machine';
import * as savedSelectors from '../../../machines/customers/saved-lists.selectors';
import { custListMembers, custLists, users } from '../../../server/db/schema';
import { customerData } from '../../../server/test-support/customer-data';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { TEST_NOW, createHarness } from '../../../server/test-support/harness';
import type { SavedList } from '../../../src/domain/customers/contract';
import { LIST_PATH } from '../../../src/domain/customers/pages';
import { GRADE_NAMES, type Position } from '../../../src/domain/shared/roles';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { API, openApp, type World } from './customers.world';
import { jointRenderedPaths } from './joint-covering';
import { checkSaveList, checkSavedLists, listDrivers, openFromMenu, saveDrivers } from './lists.drivers';
import { SAVE_EVENTS, savedEvents, saveKey, savedAllow, savedKey } from './lists.model';

const h = await createHarness(TEST_DATABASES[0]!);
const data = await customerData(h.db, TEST_NOW);
const seeded = await h.db.select().from(custLists);
const seededMembers = await h.db.select().from(custListMembers);
const staff = await h.db.select().from(users);
/** A saved list as the server lists it, built from the seeded rows (newest first). */
const savedOf = (userid: string): SavedList[] =>
  seeded
    .filter((l) => l.userid === userid)
    .sort((a, b) => b.crtnDttm.getTime() - a.crtnDttm.getTime() || b.custListSqno - a.custListSqno)
    .map((l) => {
      const src = staff.find((u) => u.userid === l.srcUserid);
      return {
        custListSqno: l.custListSqno, titl: l.titl, listTyp: l.listTyp, srcUserid: l.srcUserid, srcUsername: src?.name ?? '',
        srcUserOrgnzPstnNm: src ? GRADE_NAMES[src.orgnzPstn as Position] : '',
        crtnDttm: new Date(l.crtnDttm.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
        userid: l.userid, custCnt: seededMembers.filter((m) => m.custListSqno === l.custListSqno).length,
      };
    });

const saveInert = saveListMachine.provide({ actors: inertActors(['saveList']) as any });
const savedInert = savedListsMachine.provide({ actors: inertActors(['loadSavedLists', 'deleteSavedList']) as any });
const first = data.listOf('branch01')[0]!;
const SAVE_INPUT = { keys: [first.kwkkey], listTyp: 'F' as const, srcUserid: null };
// Shortest paths to every state and way in (saveKey tells a save the outbox kept from a sent one): a transition
// cover would leave the kept save out, as it takes the sent one's transition; the rendered covering set keeps it for its event.
const SAVE_PATHS = cachedPaths('save-list', saveListMachine, { events: SAVE_EVENTS, input: SAVE_INPUT, contextKey: saveKey }, generatePaths);
/** A planner with saved lists (one deleted on the way), and one without any. */
const SAVED = (['planner01', 'planner02'] as const).map((user) => {
  const lists = savedOf(user);
  const events: AnyEventObject[] = savedEvents(lists);
  const options = { events, contextKey: savedKey, allow: savedAllow(lists), inert: savedInert, taken: new Set<string>() };
  return { user, lists, paths: cachedPaths(`saved-lists-${user}`, savedListsMachine, options, generateCoveringPaths) };
});
const saveTaken = new Set<string>();
const savedTaken = new Set<string>();
afterAll(async () => {
  writeCoverage(saveListMachine, saveTaken);
  writeCoverage(savedListsMachine, savedTaken);
  await h.close();
});

describe('save-list machine: generated paths', () => {
  it('generates paths', () => expect(SAVE_PATHS.length).toBeGreaterThan(3));
  for (const path of SAVE_PATHS) it(path.description, () => replayOnMachine(saveInert, SAVE_INPUT, path, saveTaken, saveKey));
});
for (const { user, paths } of SAVED)
  describe(`saved-lists machine: generated paths (${user})`, () => {
    it('generates paths', () => expect(paths.length).toBeGreaterThan(1));
    for (const path of paths) it(path.description, () => replayOnMachine(savedInert, undefined, path, savedTaken, savedKey));
  });

let world: World | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
  // The seeded lists as they were: what a path saved or deleted goes.
  await h.db.delete(custLists).where(gt(custLists.custListSqno, 0));
  await h.db.insert(custLists).values(seeded);
  await h.db.insert(custListMembers).values(seededMembers);
});

const child = (w: World, pick: (s: any) => AnyActorRef | undefined) =>
  waitFor(() => {
    const a = pick(w.list().getSnapshot());
    expect(a).toBeDefined();
    return a!;
  });

describe('save-list sheet on the rendered app (branch01, one customer selected)', () => {
  for (const path of renderedPaths(SAVE_PATHS, { machine: saveInert, input: SAVE_INPUT, selectors: saveSelectors }))
    it(path.description, async () => {
      const w = (world = await openApp(h, 'branch01', LIST_PATH, (p) => p === API('saveCustList')));
      await openFromMenu(w, first.kwkkey, '목록 저장');
      const sheet = await child(w, selectSaveList);
      await replayOnImplementation(path, {
        actor: () => sheet,
        drivers: saveDrivers(w, h, first.kwkkey),
        settle: (check) => waitFor(check),
        verify: (step) => waitFor(() => checkSaveList(w, h, step as ModelPath['steps'][number], first.kwkkey)),
      });
    });
});

describe('saved-list sheet on the rendered app (one covering set over both users)', () => {
  for (const { group: { user, lists }, path } of jointRenderedPaths(savedInert, SAVED, savedSelectors))
    it(`${user}: ${path.description}`, async () => {
      const held = [API('getSavedCustList'), API('deleteSavedCustList')];
      const w = (world = await openApp(h, user, LIST_PATH, (p) => held.includes(p)));
      await openFromMenu(w, null, '저장 목록');
      const sheet = await child(w, selectSavedLists);
      await replayOnImplementation(path, {
        actor: () => sheet,
        drivers: listDrivers(w, lists),
        settle: (check) => waitFor(check),
        verify: (step) => waitFor(() => checkSavedLists(w, step as ModelPath['steps'][number])),
      });
    });
});
