// Model-based tests of the promotion page on the rendered screen against the real server in-process (spec 3
// §2 /eduplanmap/promotion?sqno): every path of the model, planner01 opening the running promotion (sqno 1):
// its title and images in the server's order; offline then 다시 시도; not found (the server's own message for a
// promotion still to come), then back. Without sqno (the QR page's link) the running promotion shows.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type InspectionEvent } from 'xstate';
import { promotionMachine } from '../../../machines/plan-map/promotion.machine';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_NOW } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { loadPromotion, providePromotion } from '../../../src/app/plan-map/promotion-route';
import { msg } from '../../../src/domain/messages';
import { planMapMessages as m } from '../../../src/domain/plan-map/messages';
import { PromotionScreen } from '../../../src/screens/plan-map/promotion-screen';
import { Clock } from '../../../src/services/clock.service';
import { answerHeld } from '../../support/answer-held';
import { testAppRuntime } from '../../support/app-runtime';
import { allTransitionKeys, transitionKey, writeCoverage } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { ask } from '../plans/lists-world';
import { NOT_FOUND, promotionPaths } from './promotion.model';

const h = await createHarness(TEST_DATABASES[0]!);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(promotionMachine, taken);
  await h.close();
});
const API = '/api/v1/eduplan/promotion';

async function signIn() {
  localStorage.clear();
  const login = await h.loginAnswer('planner01', { autoLoginYn: 'Y' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
}

it('the scripted refusal is the server’s own answer for a promotion still to come (sqno 3)', async () => {
  const a = await h.call('eduplan/promotion', { sqno: '3' }, { token: await h.as('planner01') });
  expect([a.body.rt, a.body.rtMsg]).toEqual([NOT_FOUND.rt, NOT_FOUND.rtMsg]);
});

it('without sqno the promotion running now loads (eduplan/base names it)', async () => {
  await signIn();
  const runtime = testAppRuntime(serverFetch(h).fetch, 'device-promotion-now', Clock.layerFixed(TEST_NOW));
  const got = await runtime.runPromise(loadPromotion({ sqno: 0 }));
  await runtime.dispose();
  expect(got).toEqual(await ask(h, 'planner01', 'eduplan/promotion', { sqno: String((await ask(h, 'planner01', 'eduplan/base', {})).promotionInfo.sqno) }));
  expect(m.planPromotionNone).toBe('진행 중인 프로모션이 없습니다.');
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

describe('the promotion page on the rendered screen', () => {
  for (const path of promotionPaths())
    it(path.description, async () => {
      await signIn();
      const server = serverFetch(h, (p) => p === API);
      const runtime = testAppRuntime(server.fetch, 'device-promotion', Clock.layerFixed(TEST_NOW));
      let backs = 0;
      let self: AnyActorRef | undefined;
      const actor = createActor(providePromotion(makeFlows(runtime), () => void backs++), {
        input: { sqno: 1 },
        inspect: (ev: InspectionEvent) => {
          if (ev.type === '@xstate.microstep' && (self === undefined || ev.actorRef === self)) for (const t of (ev as any)._transitions) taken.add(transitionKey(t));
        },
      });
      self = actor;
      actor.start();
      render(<PromotionScreen actor={actor} />);
      stop = async () => {
        actor.stop();
        await runtime.dispose();
      };
      let shown: any = null;
      const load = async (e: any) => {
        const req = await server.gate.take((r) => r.path === API, 'promotion');
        expect(req.form.get('sqno')).toBe('1');
        shown = (await answerHeld(server.forward, req, e))?.data ?? null;
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'xstate.done.actor.loadPromotion': load,
          'xstate.error.actor.loadPromotion': load,
          'user.retry': () => act(() => void fireEvent.click(screen.getByRole('button', { name: msg.retry }))),
          'user.dismiss': () => act(() => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }))),
        },
        verify: (s) =>
          waitFor(() => {
            const value = s.state.value;
            const region = screen.queryByRole('region', { name: m.planPromotionLabel });
            if (value === 'loading') expect(region).toHaveAttribute('aria-busy', 'true');
            if (value === 'failed') expect(screen.getByRole('alert')).toHaveTextContent((s.state.context as any).message);
            if (value === 'notFound') expect(screen.getByRole('alertdialog')).toHaveTextContent(NOT_FOUND.rtMsg);
            expect(backs).toBe(value === 'leaving' ? 1 : 0);
            if (value === 'ready') {
              expect(screen.getByRole('heading', { name: shown.titl })).toBeInTheDocument();
              expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual([...shown.fileList].sort((a: any, b: any) => a.dtptSqno - b.dtptSqno).map((f: any) => f.cdnUrl));
            }
          }),
      });
    });
});

it('the rendered paths take every transition of the promotion page', () => expect(allTransitionKeys(promotionMachine).filter((k) => !taken.has(k))).toEqual([]));
