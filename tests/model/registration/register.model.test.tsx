// Model-based tests of the planner's customer registration: every generated path on the bare machine, then
// a covering set on the rendered screen against the real server in-process on PGlite, inside the fake
// Android shell: the setup, duplicate count, verification (in its sheets, with the number the server
// texted), the text to the customer and the save are held and forwarded to the server (or refused / failed
// as the path says); the address search popup opens through the shell and its pick arrives as juso-selected.
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import * as registrationSelectors from '../../../machines/registration/registration.selectors';
import { addresses } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import * as actors from '../../../src/app/registration/register-actors';
import { provideRegistration } from '../../../src/app/registration/register-route';
import { routeByName } from '../../../src/domain/app/routes';
import { RESULT_PATH } from '../../../src/domain/registration/pages';
import { RegisterScreen } from '../../../src/screens/registration/register-screen';
import { renderedPaths } from '../../support/covering-set';
import { eventually } from '../../support/eventually';
import { writeCoverage } from '../../support/model-paths';
import { replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld, startInShell } from '../customers/section-world';
import { customersWith, REG_HELD, registrationDrivers } from './register.rendered';
import { registrationPaths, type RegWorld } from './register.paths';

const h = await createHarness(TEST_DATABASES[0]!);
const setupWorld = await sectionWorld(h, { userid: 'planner01', held: [], device: 'device-0000-regsetup', shell: false });
const setup = await setupWorld.runtime.runPromise(actors.loadForm());
await setupWorld.stop();
const [address] = await h.db.select().from(addresses).orderBy(addresses.id).limit(1);
const WORLD: RegWorld = {
  setup,
  // Stands for each path's own phone on the rendered screen.
  freePhone: '01055500000',
  juso: { zipNo: address!.zipNo, roadAddr: address!.roadAddr },
  interest: setup.items.find((i) => i.prenCd === 'CEC')!,
  activity: setup.items.find((i) => i.prenCd === 'CRD' && i.cdVl1 !== '78')!.cdVl1,
};
const { paths: generated, inert } = registrationPaths(WORLD);
const finished = finishedBy(inert, undefined, (v) => (v === 'searching' ? 'openPopup' : null));
const paths = generated.map((p) => ({ ...finished(p), key: p.key }));
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(registrationMachine, taken);
  await h.close();
});

describe('registration machine: generated paths', () => {
  it('the server gives the six sections, the interest families and the no-jin activities', () => {
    expect([...setup.order].sort()).toEqual(['CRS01', 'CRS02', 'CRS03', 'CRS04', 'CRS05', 'CRS06']);
    expect(setup.items.some((i) => i.prenCd === 'CRD' && i.cdVl1 === '78')).toBe(true);
  });
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(20));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, path.key));
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

const MAIN = routeByName('main')!.path;
const isAuto = (e: { type: string }) => /^xstate\.(done|error)\.actor\.openPopup$/.test(e.type);

describe('the registration screen, rendered: a covering set of the paths', () => {
  const rendered = renderedPaths(paths, { machine: inert, selectors: registrationSelectors });
  rendered.forEach((path, i) =>
    it(path.description, async () => {
      const phone = `0105551${String(1000 + i).padStart(4, '0')}`;
      const w = await sectionWorld(h, { userid: 'planner01', held: REG_HELD, device: 'device-0000-register', shell: true });
      const went: string[] = [];
      const machine = provideRegistration(makeFlows(w.runtime), window.location.origin, (to) => went.push(to));
      const { actor, takeShell, stop: end } = startInShell(w, machine, undefined);
      stop = end;
      render(<RegisterScreen actor={actor as never} />);
      const { drivers, verify } = registrationDrivers(h, w, WORLD, phone, { takeShell, steps: path.steps });
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => eventually(check),
        isAuto,
        drivers,
        verify: async (step) => {
          const value = step.state.value;
          await eventually(() => verify(value, step.state.context));
          expect(went).toEqual(value === 'registered' ? [RESULT_PATH] : value === 'left' ? [MAIN] : []);
          // Registered: the planner's new prospect with this phone; otherwise none.
          const saved = await customersWith(h, phone);
          expect(saved.map((r) => r.prospect)).toEqual(value === 'registered' ? ['SCD02'] : []);
        },
      });
    }),
  );
});
