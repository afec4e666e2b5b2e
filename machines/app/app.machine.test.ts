// The app machine alone: every covering path replayed on a live actor whose effects never answer by
// themselves, for a desktop browser and for a phone browser outside the app (unsupported device).
import { afterAll, describe, expect, it } from 'vitest';
import { appModelPaths, inputFor } from '../../tests/model/app/app.events';
import { writeCoverage } from '../../tests/support/model-paths';
import { inertActors, replayOnMachine } from '../../tests/support/replay';
import { appMachine } from './app.machine';

const ACTORS = ['loadWorkNotice', 'checkVersion', 'restoreSession', 'verifyUser', 'loadRoute', 'logout', 'loginFlow', 'eduQr', 'watchSystem'];
const inert = appMachine.provide({ actors: inertActors(ACTORS) as any });
const taken = new Set<string>();
afterAll(() => writeCoverage(appMachine, taken));

for (const ua of ['PC', 'PHONE_BROWSER'] as const) {
  const input = inputFor(ua);
  const paths = appModelPaths(input, inert);
  describe(`app machine paths (${ua})`, () => {
    it('has paths', () => expect(paths.length).toBeGreaterThan(20));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken));
  });
}

describe('app machine rules', () => {
  const { createActor } = require('xstate') as typeof import('xstate');
  it('an unknown path while signed out ends on the login page via /main', () => {
    const navs: string[] = [];
    const actor = createActor(
      inert.provide({ actions: { navigate: (_: unknown, p: { to: string }) => void navs.push(p.to) } as any }),
      { input: inputFor('PC', '/nowhere') },
    ).start();
    actor.send({ type: 'xstate.done.actor.loadWorkNotice', output: { workYn: 'N', startDt: '', endDt: '', cntn: '' } } as any);
    actor.send({ type: 'xstate.done.actor.checkVersion', output: { state: '0', downloadUrl: '', apk: '', plist: '' } } as any);
    actor.send({ type: 'xstate.done.actor.restoreSession', output: null } as any);
    expect(navs).toEqual(['/main', '/login']);
    expect(actor.getSnapshot().context.location.path).toBe('/login');
    expect(actor.getSnapshot().matches({ running: { navigation: 'loading' } })).toBe(true);
    actor.stop();
  });
});
