// Model-based tests of the registration's phone verification: every generated path on the bare machine
// (terms sheet, request, 300 s countdown with ticks, expiry and re-request, certification sheet), then a
// covering set on the rendered sheets against the real server in-process on PGlite (the number typed is
// the one the server texted; the countdown runs on fake timers).
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { registrationVerificationMachine, type VerificationInput } from '../../../machines/registration/registration-verification.machine';
import * as verificationSelectors from '../../../machines/registration/registration-verification.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import * as actors from '../../../src/app/registration/register-actors';
import { makeFlows } from '../../../src/app/flows';
import { VerificationSheets } from '../../../src/screens/registration/register-sheets';
import { renderedPaths } from '../../support/covering-set';
import { eventually } from '../../support/eventually';
import { writeCoverage } from '../../support/model-paths';
import { replayOnImplementation, replayOnMachine } from '../../support/replay';
import { sectionWorld } from '../customers/section-world';
import { VERIFY_HELD, verificationDrivers } from './register-verification.rendered';
import { verificationPaths } from './register-verification.paths';

const INPUT: VerificationInput = { name: '김하늘', phone: '01099990001' };
const { paths, inert, contextKey } = verificationPaths(INPUT);
const taken = new Set<string>();
afterAll(() => writeCoverage(registrationVerificationMachine, taken));

describe('registration-verification machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

// ---- the sheets on the rendered screen, against the real server in-process ----

const h = await createHarness(TEST_DATABASES[0]!);
let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
  vi.useRealTimers();
});
afterAll(() => h.close());

describe('the verification sheets on the rendered screen: a covering set of the paths', () => {
  const rendered = renderedPaths(paths, { machine: inert, input: INPUT, selectors: verificationSelectors });
  rendered.forEach((path, i) =>
    it(path.description, async () => {
      // A phone of its own per path: a phone takes five texts a day (spec 2 §9), and none of these is a customer's.
      const phone = `0105550${String(9000 + i).padStart(4, '0')}`;
      const w = await sectionWorld(h, { userid: 'planner01', held: VERIFY_HELD.map((p) => p.replace('/api/v1/myCstmr/', '')), device: 'device-0000-regverify', shell: false });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { fromEffect } = makeFlows(w.runtime);
      const machine = registrationVerificationMachine.provide({
        actors: { requestAuth: fromEffect(actors.requestAuth), reissueAuth: fromEffect(actors.reissueAuth), validAuth: fromEffect(actors.validAuth) },
      });
      const input = { ...INPUT, phone };
      const actor = createActor(machine, { input }).start();
      stop = async () => {
        actor.stop();
        await w.stop();
      };
      render(<VerificationSheets actor={actor} />);
      const { drivers, verify } = verificationDrivers(h, w.server, phone);
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => eventually(check),
        drivers,
        verify: (step) => eventually(() => verify(step.state.value, step.state.context)),
      });
    }),
  );
});
