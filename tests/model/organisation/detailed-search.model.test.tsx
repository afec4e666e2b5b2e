// Model-based tests of the organisation detail search popup page on the rendered screen, inside the fake
// Android shell (spec 3 §2 Detail search): prefilled from the query's codes, boxes checked and unchecked,
// 초기화, then 검색 — the list that opened the popup hears org-detail-searched with the codes through the
// shell's sendToParent, the web view closes, and a window that stays goes to the list filtered by them — or
// 닫기, which tells nobody. A covering set of the paths (all of them run on the bare machine in
// detailed-search.machine.test.ts).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import { detailedSearchMachine } from '../../../machines/organisation/detailed-search.machine';
import * as detailSelectors from '../../../machines/organisation/detailed-search.selectors';
import { filteredListHref, optionsOf, type DetailCodes, type DetailGroup } from '../../../machines/organisation/org-list.filters';
import { codesOfSearch, provideDetailedSearch } from '../../../src/app/organisation/detailed-search-route';
import { makeFlows } from '../../../src/app/flows';
import { msg } from '../../../src/domain/messages';
import { ORG_LIST_PATH, orgDetailedSearchHref } from '../../../src/domain/organisation/pages';
import { DetailedSearchPage } from '../../../src/screens/organisation/detailed-search-screen';
import { testAppRuntime } from '../../support/app-runtime';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation } from '../../support/replay';
import { httpGate } from '../../support/http-gate';
import { finishedBy } from '../customers/section-world';
import { DETAIL_EVENTS, DETAIL_INPUT, detailContextKey } from './detailed-search.model';

const GROUPS: DetailGroup[] = ['gubun', 'chawol', 'gadong'];
const inert = detailedSearchMachine.provide({ actors: inertActors(['finish']) as any });
const finished = finishedBy(inert, DETAIL_INPUT, (v) => (v === 'finishing' ? 'finish' : null));
const paths = cachedPaths('org-detailed-search', detailedSearchMachine, { events: DETAIL_EVENTS, input: DETAIL_INPUT, contextKey: detailContextKey, inert, taken: new Set() }, generateCoveringPaths).map(finished);

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

/**
 * The popup page as its route opens it for this address, inside the shell. It calls no server: its fetch
 * holds whatever is asked, and each test ends by checking that nothing was (so no server answer is scripted).
 */
function openPopup(search: string): { actor: AnyActorRef; shell: FakeShellControl; went: string[] } {
  const shell = installFakeShell({ platform: 'AND', answerDelayMs: 0 });
  const gate = httpGate();
  const runtime = testAppRuntime(gate.fetch, 'device-org-detail');
  const went: string[] = [];
  const actor = createActor(provideDetailedSearch(makeFlows(runtime), (to) => went.push(to)), { input: codesOfSearch(search) }).start();
  render(<DetailedSearchPage actor={actor as never} />);
  stop = async () => {
    actor.stop();
    await runtime.dispose();
    shell.uninstall();
    expect(gate.all.map((r) => r.path), 'calls the popup made').toEqual([]);
  };
  return { actor, shell, went };
}

const form = () => screen.getByRole('form', { name: msg.orgDetailTitle });
const box = (label: string) => within(form()).getByRole('checkbox', { name: label });
const press = (name: string) => act(() => void fireEvent.click(within(form()).getByRole('button', { name })));

describe('the organisation detail search popup on the rendered page', () => {
  it('reads its codes from the address, keeping the ones each group knows', () => {
    expect(codesOfSearch(orgDetailedSearchHref(DETAIL_INPUT).split('?')[1]!)).toEqual(DETAIL_INPUT);
    expect(codesOfSearch('gubun=COG06,XX,COGA2&chawol=9&gadong=0')).toEqual({ gubun: ['COGA2', 'COG06'], chawol: [], gadong: ['0'] });
  });

  for (const path of renderedPaths(paths, { machine: inert, input: DETAIL_INPUT, selectors: detailSelectors }))
    it(path.description, async () => {
      const { actor, shell, went } = openPopup(orgDetailedSearchHref(DETAIL_INPUT).split('?')[1]!);
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto: (e: AnyEventObject) => e.type === 'xstate.done.actor.finish',
        drivers: {
          'user.toggle': (e) => act(() => void fireEvent.click(box(optionsOf(e.group as DetailGroup).find((o) => o.code === e.code)!.label))),
          'user.reset': () => press(msg.orgDetailReset),
          'user.submit': () => press(msg.orgDetailSearch),
          'user.close': () => press(msg.orgDetailClose),
        },
        verify: (step) =>
          waitFor(() => {
            const c = step.state.context as { codes: DetailCodes; submitted: boolean };
            if (step.state.value === 'done') {
              const told = shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
              expect(told).toEqual(c.submitted ? [{ event: 'org-detail-searched', ...c.codes }] : []);
              expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
              expect(went).toEqual([c.submitted ? filteredListHref(c.codes) : ORG_LIST_PATH]);
              return;
            }
            for (const g of GROUPS) for (const o of optionsOf(g)) expect(box(o.label), o.label).toHaveProperty('checked', (c.codes[g] as readonly string[]).includes(o.code));
          }),
      });
    });
});
