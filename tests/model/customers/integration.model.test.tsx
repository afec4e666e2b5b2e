// Model-based tests of the customer integration: every generated path on the bare machine for two users
// (planner01 with look-alike pairs; the branch head with none, so no buttons), then one covering set over
// both on the rendered screen against the real server in-process on PGlite. The pairs load from the server
// and an integration that the path says succeeds really integrates (on a database of the path's own, so the
// next path starts from the seed); a zero answer, a refusal and a network failure are scripted (faults only).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { customerIntegrationMachine } from '../../../machines/customers/customer-integration.machine';
import * as integrationSelectors from '../../../machines/customers/customer-integration.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, type Harness } from '../../../server/test-support/harness';
import { provideCustomerIntegration } from '../../../src/app/customers/customer-integration-route';
import { makeFlows } from '../../../src/app/flows';
import { pairKey, pairPhone, prospectBadgeType } from '../../../src/domain/customers/integration';
import type { IntegrationRow } from '../../../src/domain/customers/integration-contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { CustomerIntegrationScreen } from '../../../src/screens/customers/customer-integration-screen';
import { testAppRuntime } from '../../support/app-runtime';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { API } from './customers.world';
import { jointRenderedPaths } from './joint-covering';

const h = await createHarness(TEST_DATABASES[0]!);
const pageOf = async (userid: string) => {
  const answer = await h.call('myCstmr/custIntegrationList', { offset: '0', size: '100' }, { token: await h.as(userid) });
  if (answer.body.rt !== 'success') throw new Error(`custIntegrationList for ${userid}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { totCnt: number; list: IntegrationRow[] };
};

const REFUSED = new ServerError({ rt: 'refused', rtMsg: msg.custIntegrationGone });
async function modelOf(name: string, userid: string) {
  const page = await pageOf(userid);
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.loadPairs', output: page },
    { type: 'xstate.error.actor.loadPairs', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
    { type: 'xstate.error.actor.loadPairs', error: new NetworkError({ detail: 'offline' }) },
    { type: 'user.retry' },
    ...page.list.slice(0, 2).map((r) => ({ type: 'user.choose', key: pairKey(r) })),
    { type: 'user.integrate' },
    { type: 'user.cancel' },
    { type: 'user.confirm' },
    { type: 'user.dismiss' },
    { type: 'xstate.done.actor.integrate', output: 1 },
    { type: 'xstate.done.actor.integrate', output: 0 },
    { type: 'xstate.error.actor.integrate', error: REFUSED },
    // Offline, the outbox keeps the integration (issue 18): done as queued, never an error.
    { type: 'xstate.done.actor.integrate', output: 'queued' },
    { type: 'user.dismissMessage' },
  ];
  return { name, userid, input: undefined, page, events };
}

const MODELS = [await modelOf('planner01 with look-alike pairs', 'planner01'), await modelOf('the branch head with none', 'branch01')];
const inert = customerIntegrationMachine.provide({ actors: inertActors(['loadPairs', 'integrate']) as any });
/** What tells states apart beyond their value: the alert, the choice, how many pairs are shown. */
const contextKey = (c: any) => [c.message, c.chosen, c.rows.length, c.error];
const GROUPS = MODELS.map((m) => ({
  ...m,
  paths: cachedPaths(`customer-integration-${m.userid}`, customerIntegrationMachine, { events: m.events, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths),
}));
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(customerIntegrationMachine, taken);
  await h.close();
});

for (const m of GROUPS)
  describe(`customer-integration machine: generated paths (${m.name})`, () => {
    it('generates paths', () => expect(m.paths.length).toBeGreaterThanOrEqual(m.page.totCnt > 0 ? 8 : 2));
    for (const path of m.paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
  });

const HELD = ['custIntegrationList', 'saveCustIntegration'].map(API);
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const dialogWith = (text: string) => screen.getAllByRole('alertdialog').find((d) => d.textContent?.includes(text))!;
const outsideDialogs = (name: string) => screen.getAllByRole('button', { name }).find((b) => !b.closest('[role="alertdialog"]'))!;
const radioName = (r: IntegrationRow) => msg.custIntegrationPair(msg.custTypeNames[prospectBadgeType(r.inpath)], r.custname, r.kwcnam, pairPhone(r));
const integrates = (path: ModelPath) => path.steps.some((st) => st.event.type === 'xstate.done.actor.integrate' && st.event.output > 0);

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('customer integration on the rendered screen (one covering set over both users)', () => {
  for (const { group: m, path } of jointRenderedPaths(inert, GROUPS, integrationSelectors))
    it(`${m.name}: ${path.description}`, async () => {
      // A path that really integrates gets a database of its own: the others keep the seeded pairs.
      const world: Harness = integrates(path) ? await createHarness(TEST_DATABASES[0]!) : h;
      localStorage.clear();
      const login = await world.loginAnswer(m.userid, { autoLoginYn: 'Y' });
      localStorage.setItem('ep.session', JSON.stringify(login.body.data));
      const server = serverFetch(world, (p) => HELD.includes(p));
      const runtime = testAppRuntime(server.fetch, 'device-0000-integration');
      let leftFor = 0;
      const actor: AnyActorRef = createActor(provideCustomerIntegration(makeFlows(runtime), () => void leftFor++)).start();
      stop = async () => {
        actor.stop();
        await runtime.dispose();
        if (world !== h) await world.close();
      };
      render(<CustomerIntegrationScreen actor={actor as any} />);
      let integrated: IntegrationRow | null = null;
      const take = (name: string) => server.gate.take((r) => r.path === API(name), name);
      const forward = async (name: string) => {
        const answer = await act(async () => server.forward(await take(name)));
        expect(answer.body.rt, JSON.stringify(answer.body)).toBe('success');
        return answer.body.data;
      };
      const fail = async (name: string, e: any) => {
        const req = await take(name);
        act(() => (e.error._tag === 'NetworkError' ? req.fail() : req.respond(e.error.rt === 'refused' ? 409 : 500, { rt: e.error.rt, rtMsg: e.error.rtMsg })));
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'xstate.done.actor.loadPairs': async (e) => {
            const data = await forward('custIntegrationList');
            // After a real integration the server no longer lists that pair.
            const expected = integrated ? { totCnt: e.output.totCnt - 1, list: e.output.list.filter((r: IntegrationRow) => r.kwkkey !== integrated!.kwkkey) } : e.output;
            expect(data).toEqual(expected);
          },
          'xstate.error.actor.loadPairs': (e) => fail('custIntegrationList', e),
          'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
          'user.choose': (e) => {
            const row = m.page.list.find((r) => pairKey(r) === e.key)!;
            return click(screen.getByRole('radio', { name: radioName(row) }));
          },
          'user.integrate': () => click(outsideDialogs(msg.custIntegrationIntegrate)),
          'user.cancel': () => click(outsideDialogs(msg.custIntegrationCancel)),
          'user.confirm': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
          'user.dismiss': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '취소' })),
          'user.dismissMessage': () => click(within(dialogWith(actor.getSnapshot().context.message)).getByRole('button', { name: '확인' })),
          'xstate.done.actor.integrate': async (e) => {
            const chosen = m.page.list.find((r) => pairKey(r) === actor.getSnapshot().context.chosen)!;
            if (e.output === 'queued') {
              const req = await take('saveCustIntegration');
              act(() => req.fail());
            } else if (e.output > 0) {
              const req = await take('saveCustIntegration');
              expect(JSON.parse(req.form.get('jsonString')!)).toEqual([{ kwkkey: chosen.kwkkey, chkKwkkey: chosen.chkKwkkey, insertFlag: 'Y' }]);
              const answer = await act(async () => server.forward(req));
              expect(answer.body).toEqual({ rt: 'success', data: e.output });
              integrated = chosen;
            } else {
              const req = await take('saveCustIntegration');
              act(() => req.respond(200, { rt: 'success', data: e.output }));
            }
          },
          'xstate.error.actor.integrate': (e) => fail('saveCustIntegration', e),
        },
        verify: (step) => waitFor(() => verify(step)),
      });

      function verify(step: ModelPath['steps'][number]) {
        const s = JSON.stringify(step.state.value);
        const x = actor.getSnapshot().context as any;
        const article = screen.getByRole('article', { name: msg.custIntegrationTitle });
        expect(within(article).queryAllByRole('status', { name: '불러오는 중' }).length > 0, 'loading').toBe(s === '"loading"');
        if (s === '"failed"') expect(within(article).getByRole('alert')).toHaveTextContent(x.error);
        const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
        expect(dialogs.some((t) => t.includes(msg.custIntegrationConfirm)), 'integrate confirmation').toBe(s.includes('confirming'));
        expect(dialogs.some((t) => t.includes(msg.custIntegrationCancelConfirm)), 'cancel confirmation').toBe(s.includes('cancelling'));
        const alerting = s.includes('notice') || s === '"done"';
        if (alerting) expect(dialogs.some((t) => t.includes(x.message))).toBe(true);
        expect(dialogs.length).toBe((alerting ? 1 : 0) + (s.includes('confirming') || s.includes('cancelling') ? 1 : 0));
        expect(leftFor, 'back to the list').toBe(s === '"left"' ? 1 : 0);
        const shown = s.includes('ready') || s === '"done"';
        const radios = screen.queryAllByRole('radio');
        if (!shown) {
          expect(radios).toHaveLength(0);
          expect(screen.queryByText(msg.custIntegrationTotal(x.total))).toBeNull();
          return;
        }
        expect(screen.getByText(msg.custIntegrationTotal(x.total))).toBeInTheDocument();
        expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(x.rows.map(radioName));
        expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual(x.rows.map((r: IntegrationRow) => pairKey(r) === x.chosen));
        expect(screen.queryByText(msg.custIntegrationEmpty) !== null).toBe(x.rows.length === 0);
        // The buttons are there only with pairs to integrate (spec 2 §2).
        const buttons = s.includes('ready') && x.total > 0;
        const own = (name: string) => screen.queryAllByRole('button', { name }).filter((b) => !b.closest('[role="alertdialog"]'));
        expect(own(msg.custIntegrationIntegrate)).toHaveLength(buttons ? 1 : 0);
        expect(own(msg.custIntegrationCancel)).toHaveLength(buttons ? 1 : 0);
        for (const r of radios) expect(r).toHaveProperty('disabled', s.includes('saving'));
      }
    });
});
