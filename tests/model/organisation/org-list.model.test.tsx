// Model-based tests of the organisation list on the rendered screen against the real server in-process
// (spec 3 §2, §5, §6): a covering set of the phone, PC and refused models' paths (every path also runs on
// the bare machine in org-list.machine.test.ts). The branch head opens the list from the home card's 실활동
// figure (option sil); each step's rows, total, chips, search word and sort are the server's orgnz/list
// answer for the filters the path has reached. A phone opens the detail search popup through the shell (or
// finds no shell) and hears its report as a page message; a PC searches in the dialog and shows the member
// beside the list. A planner reads the refusal and goes back.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { chipsOf, codesOfFilters, optionsOf, type DetailCodes, type DetailGroup } from '../../../machines/organisation/org-list.filters';
import * as selectors from '../../../machines/organisation/org-list.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import type { OrgListRow } from '../../../src/domain/organisation/contract';
import { orgDetailedSearchHref, orgViewHref } from '../../../src/domain/organisation/pages';
import type { OrgFilters } from '../../../src/domain/organisation/rules';
import { formatWon } from '../../../src/domain/shared/amounts';
import { msg } from '../../../src/domain/messages';
import { renderedPaths } from '../../support/covering-set';
import type { ModelPath } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { inert, orgListModels } from './org-list.model';
import { click, openOrgList, serverLists, type ListAnswer, type OrgListWorld } from './org-list.world';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const answerFor = serverLists(h, 'branch01');

const models = orgListModels().map((m) => ({ ...m, rendered: renderedPaths(m.paths, { machine: inert, input: m.input, selectors }) }));
/** The server's first page for every filter value a rendered step reaches, asked before any screen asks. */
const ANSWERS = new Map<OrgFilters, ListAnswer>();
for (const m of models)
  for (const p of m.rendered)
    for (const st of p.steps) {
      const f = (st.state.context as { filters: OrgFilters }).filters;
      ANSWERS.set(f, await answerFor(f));
    }
const answer = (f: OrgFilters) => ANSWERS.get(f)!;

let world: OrgListWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

const listOf = () => screen.getByRole('region', { name: msg.orgStatusListLabel });
const detailButton = () => screen.getByRole('button', { name: /^상세검색/ });

/** The rows shown: each member's name and amount, in the server's order (cards on a phone, table rows on a PC). */
function expectRows(rows: readonly OrgListRow[], desktop: boolean) {
  if (rows.length === 0) {
    expect(screen.getByText(msg.orgListEmpty)).toBeInTheDocument();
    return;
  }
  const shown = desktop
    ? within(screen.getByRole('table', { name: msg.orgStatusListLabel })).getAllByRole('row').slice(1)
    : within(screen.getByRole('list', { name: msg.orgStatusListLabel })).getAllByRole('listitem');
  expect(shown.map((r) => r.textContent)).toEqual(rows.map((r) => expect.stringContaining(r.akdnam)));
  rows.forEach((r, i) => expect(shown[i]).toHaveTextContent(formatWon(r.totamt)));
}

function expectControls(f: OrgFilters, desktop: boolean) {
  expect(screen.getByRole('searchbox', { name: msg.orgStatusSearchLabel })).toHaveValue(f.keyword);
  expect(screen.getByRole('combobox', { name: msg.orgStatusSortLabel })).toHaveValue(f.ordrType);
  const chips = screen.queryByRole('list', { name: msg.orgStatusFilters });
  const labels = chipsOf(f).map((c) => c.label);
  if (labels.length === 0) expect(chips).toBeNull();
  else expect(within(chips!).getAllByRole('listitem').slice(0, -1).map((li) => li.firstChild?.textContent)).toEqual(labels);
  if (desktop && screen.queryByRole('table') !== null) {
    const label = f.ordrType === 'perform' ? msg.orgStatusAmount : msg.orgStatusCode;
    expect(screen.getByRole('button', { name: label }).closest('th')).toHaveAttribute('aria-sort', f.ordrType === 'perform' ? 'descending' : 'ascending');
  }
}

/** Checks the dialog's boxes to match `codes`, then 검색; null: 닫기. */
async function searchInDialog(codes: DetailCodes | null) {
  const dialog = screen.getByRole('dialog', { name: msg.orgDetailTitle });
  if (codes === null) return click(within(dialog).getByRole('button', { name: msg.orgDetailClose }));
  for (const group of ['gubun', 'chawol', 'gadong'] as DetailGroup[])
    for (const o of optionsOf(group)) {
      const box = within(dialog).getByRole('checkbox', { name: o.label });
      if ((box as HTMLInputElement).checked !== (codes[group] as readonly string[]).includes(o.code)) await click(box);
    }
  return click(within(dialog).getByRole('button', { name: msg.orgDetailSearch }));
}

const isAuto = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.openPopup$/.test(e.type);

it('the branch head has members in every filter the paths reach; the model’s search word finds nobody', () => {
  for (const f of ANSWERS.keys()) expect(answer(f).list.length > 0, JSON.stringify(f)).toBe(f.keyword === '');
});

for (const model of models)
  describe(`the organisation list on the rendered screen: ${model.name}`, () => {
    const desktop = model.name === 'desktop';
    for (const path of model.rendered)
      it(path.description, async () => {
        world = await openOrgList(h, { userid: model.name === 'refused' ? 'planner01' : 'branch01', input: model.input, desktop, device: `device-org-${model.name}` });
        const w = world;
        let at = 0;
        let picked: OrgListRow | null = null;
        const filtersAt = (i: number) => (path.steps[i]!.state.context as { filters: OrgFilters }).filters;
        await replayOnImplementation(path as ModelPath, {
          actor: () => w.actor,
          settle: (check) => waitFor(check),
          isAuto,
          drivers: {
            'user.search': (e) => {
              fireEvent.change(screen.getByRole('searchbox', { name: msg.orgStatusSearchLabel }), { target: { value: e.keyword } });
              return click(within(listOf()).getByRole('button', { name: msg.orgStatusSearch }));
            },
            'user.sort': (e) =>
              desktop && screen.queryByRole('table') !== null
                ? click(screen.getByRole('button', { name: e.ordrType === 'perform' ? msg.orgStatusAmount : msg.orgStatusCode }))
                : act(() => void fireEvent.change(screen.getByRole('combobox', { name: msg.orgStatusSortLabel }), { target: { value: e.ordrType } })),
            'user.clearFilter': (e) => click(screen.getByRole('button', { name: msg.orgStatusClearFilter(chipsOf(filtersAt(at)).find((c) => c.group === e.group && c.code === e.code)!.label) })),
            'user.clearFilters': () => click(screen.getByRole('button', { name: msg.orgStatusClearFilters })),
            'user.openDetailSearch': async () => {
              // The popup opens at once: the shell is taken away first when the path says it fails.
              const android = window as unknown as { EduPlannerAndroid?: unknown };
              const shell = android.EduPlannerAndroid;
              if (path.steps[at + 2]?.event.type === 'xstate.error.actor.openPopup') delete android.EduPlannerAndroid;
              await click(detailButton());
              android.EduPlannerAndroid = shell;
            },
            'user.dismissMessage': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
            'popup.detailSearched': (e) =>
              act(() => w.shell!.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'org-detail-searched', gubun: e.gubun, chawol: e.chawol, gadong: e.gadong } } })),
            'user.open': async () => {
              picked = answer(filtersAt(at)).list[0]!;
              await click(within(screen.getByRole('list', { name: msg.orgStatusListLabel })).getAllByRole('button')[0]!);
            },
            'user.openDetailDialog': () => click(detailButton()),
            'xstate.done.actor.detailedSearch': (e) => searchInDialog(e.output),
            'user.select': async () => {
              picked = answer(filtersAt(at)).list[0]!;
              await click(screen.getByRole('button', { name: picked.akdnam }));
            },
            'user.goBack': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
          },
          verify: async (step, i) => {
            at = i;
            const value = step.state.value as unknown;
            const c = step.state.context as { filters: OrgFilters; selected: OrgListRow | null };
            await waitFor(() => {
              if (value === 'refused') return expect(screen.getByRole('alertdialog')).toHaveTextContent(msg.orgNoPermission);
              if (value === 'leaving') return expect(w.went).toEqual(['back']);
              const sub = (value as { listing: string }).listing;
              expectControls(c.filters, desktop);
              expect(screen.queryByRole('dialog', { name: msg.orgDetailTitle }) !== null, 'dialog').toBe(sub === 'searchingInDialog');
              if (sub === 'popupFailed') expect(screen.getByRole('alertdialog')).toHaveTextContent(msg.serverError);
              else expect(screen.queryByRole('alertdialog')).toBeNull();
              if (sub === 'searchingInDialog') return;
              const a = answer(c.filters);
              expectRows(a.list, desktop);
              expect(listOf()).toHaveTextContent(msg.orgStatusTotal(a.totCnt));
              if (desktop)
                expect(screen.getByRole('complementary', { name: msg.orgStatusPane })).toHaveTextContent(c.selected ? picked!.akdnam : msg.orgStatusPickMember);
              else expect(w.went).toEqual(picked ? [orgViewHref({ targetId: picked.akdcde, gubun: picked.gubun, akdnam: picked.akdnam })] : []);
            });
            if (step.event.type === 'xstate.done.actor.openPopup') {
              const opened = w.shell!.calls.filter((k) => k.action === 'openNewPage').map((k) => k.payload.url);
              expect(opened).toEqual([`http://localhost${orgDetailedSearchHref(codesOfFilters(c.filters))}`]);
            }
          },
        });
      });
  });
