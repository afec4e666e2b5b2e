// The organisation list rendered against the real server in-process (PGlite): signed in as a leader, the
// list actor provided as its route provides it (the member pane a stand-in naming the member), on a phone
// inside the fake Android shell (the detail search popup opens through it and its report comes back as a
// page message) or on a PC (the desktop media query matches). Expected rows are the server's own answers
// to orgnz/list for the filters, asked before the screen asks.
import { act, fireEvent, render } from '@testing-library/react';
import { createActor, type AnyActorRef } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import type { OrgListInput } from '../../../machines/organisation/org-list.machine';
import { listFields, listQuery } from '../../../machines/organisation/org-list.filters';
import type { Harness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { provideOrgList } from '../../../src/app/organisation/org-list-route';
import type { OrgListRow } from '../../../src/domain/organisation/contract';
import type { OrgFilters } from '../../../src/domain/organisation/rules';
import { OrgListScreen } from '../../../src/screens/organisation/org-list-screen';
import { DESKTOP_QUERY } from '../../../src/ui/use-media-query';
import { testAppRuntime } from '../../support/app-runtime';
import { serverFetch } from '../../support/server-fetch';

export interface ListAnswer {
  readonly list: OrgListRow[];
  readonly totCnt: number;
}

/** orgnz/list's first page for these filters, as the server answers `userid`. */
export function serverLists(h: Harness, userid: string) {
  const known = new Map<string, ListAnswer>();
  return async (filters: OrgFilters): Promise<ListAnswer> => {
    const key = listQuery(filters);
    if (!known.has(key)) {
      const a = await h.call('orgnz/list', { offset: '0', size: '10', ...listFields(filters) }, { token: await h.as(userid) });
      if (a.body.rt !== 'success') throw new Error(JSON.stringify(a.body));
      known.set(key, a.body.data as ListAnswer);
    }
    return known.get(key)!;
  };
}

/** matchMedia answering the desktop query as a PC (≥ 1024 px) would. */
function desktopMedia(): () => void {
  const real = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ matches: query === DESKTOP_QUERY, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
  return () => void (window.matchMedia = real);
}

export interface OrgListWorld {
  readonly actor: AnyActorRef;
  readonly shell: FakeShellControl | null;
  /** Where the list went: member pages (go), and 'back' for each goBack. */
  readonly went: string[];
  stop(): Promise<void>;
}

export async function openOrgList(h: Harness, o: { userid: string; input: OrgListInput; desktop: boolean; device: string }): Promise<OrgListWorld> {
  localStorage.clear();
  const login = await h.loginAnswer(o.userid, { autoLoginYn: 'Y' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const shell = o.desktop ? null : installFakeShell({ platform: 'AND', answerDelayMs: 0 });
  const media = o.desktop ? desktopMedia() : () => {};
  const server = serverFetch(h);
  const runtime = testAppRuntime(server.fetch, o.device);
  const went: string[] = [];
  const machine = provideOrgList(makeFlows(runtime), 'http://localhost', { go: (to) => went.push(to), back: () => went.push('back') });
  const actor = createActor(machine, { input: o.input }).start();
  render(<OrgListScreen actor={actor} detail={(m) => <p data-testid="member-pane">{m.akdnam}</p>} />);
  return {
    actor,
    shell,
    went,
    stop: async () => {
      actor.stop();
      await runtime.dispose();
      shell?.uninstall();
      media();
    },
  };
}

export const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
