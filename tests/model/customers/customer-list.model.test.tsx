// Model-based tests of the customer list: every generated path of the four focused models on the bare
// machine (a branch head, and a planner without the EP selector), then a covering set of them on the whole
// rendered app against the real server on PGlite: each list request is held until the path says how it
// ends (forwarded to the server, whose answer must be the seed's expectation; or a fault), the sub-pages
// reached by their controls or their URLs, the list kept while they are up.
import { cleanup } from '@testing-library/react';
import { eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { customerListMachine } from '../../../machines/customers/customer-list.machine';
import * as listSelectors from '../../../machines/customers/customer-list.selectors';
import { custLists, customers } from '../../../server/db/schema';
import { customerData } from '../../../server/test-support/customer-data';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { TEST_NOW, createHarness } from '../../../server/test-support/harness';
import type { SavedList } from '../../../src/domain/customers/contract';
import { LIST_PATH } from '../../../src/domain/customers/pages';
import { writeCoverage } from '../../support/model-paths';
import { replayOnImplementation, replayOnMachine } from '../../support/replay';
import { checkList } from './customer-list.checks';
import { fakeWindows, listDrivers } from './customer-list.drivers';
import { inert, listModel, listPaths } from './customer-list.model';
import { API, openApp, type World } from './customers.world';
import { jointRenderedPaths } from './joint-covering';

const h = await createHarness(TEST_DATABASES[0]!);
const data = await customerData(h.db, TEST_NOW);
const seededLists = await h.db.select().from(custLists);
const SAVED: SavedList[] = seededLists.map((l) => ({
  custListSqno: l.custListSqno, titl: l.titl, listTyp: l.listTyp, srcUserid: l.srcUserid, srcUsername: '', srcUserOrgnzPstnNm: '',
  crtnDttm: '', userid: l.userid, custCnt: data.members.filter((m) => m.custListSqno === l.custListSqno).length,
}));
const stars = await h.db.select({ kwkkey: customers.kwkkey, bookmarkYn: customers.bookmarkYn }).from(customers);

const branch = listModel(data, 'branch01', SAVED);
const planner = listModel(data, 'planner01', SAVED);
const MODELS = [
  { user: 'branch01' as const, model: branch, paths: listPaths(branch, 'branch01') },
  { user: 'planner01' as const, model: planner, paths: listPaths({ ...planner, sheets: [], pages: [], choices: [] }, 'planner01') },
];
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(customerListMachine, taken);
  await h.close();
});

for (const { user, model, paths } of MODELS)
  describe(`customer list machine: generated paths (${user})`, () => {
    it('generates paths', () => expect(paths.length).toBeGreaterThan(user === 'branch01' ? 30 : 3));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, model.input, path, taken, model.key));
  });

/** Every customer call is held: the path decides when and how it ends. */
const HELD = ['getMyCstmrList', 'getEpList', 'saveMyCustBkmr', 'deleteCustBkmr', 'getCstmrPdfUrl'].map(API);

let world: World | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
  vi.restoreAllMocks();
  // What a path changed goes back to the seed, so every path meets the data its model was built from.
  for (const s of stars) await h.db.update(customers).set({ bookmarkYn: s.bookmarkYn }).where(eq(customers.kwkkey, s.kwkkey));
  await h.db.delete(custLists).where(gt(custLists.custListSqno, Math.max(...seededLists.map((l) => l.custListSqno))));
});

describe('customer list on the rendered app, against the server (one covering set over both users)', () => {
  const groups = MODELS.map((m) => ({ ...m, input: m.model.input }));
  for (const { group: { user }, path } of jointRenderedPaths(inert, groups, listSelectors))
    it(`${user}: ${path.description}`, async () => {
      const windows = fakeWindows();
      const w = (world = await openApp(h, user, LIST_PATH, (p) => HELD.includes(p)));
      const list = w.list();
      await replayOnImplementation(path, {
        actor: () => list,
        drivers: listDrivers(w, windows),
        settle: (check) => waitForState(check),
        verify: (_step, i) => waitForState(() => checkList(w, path, i)),
        isAuto: (e) => e.echo === true,
      });
    });
});

async function waitForState(check: () => void) {
  const { waitFor } = await import('@testing-library/react');
  await waitFor(check, { timeout: 4000 });
}
