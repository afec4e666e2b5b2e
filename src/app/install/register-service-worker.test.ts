import { describe, expect, it, vi } from 'vitest';
import { readUserAgent } from '../../domain/shared/platform';
import { TAKE_OVER_ASKED, keepShellUpdated, shouldRegister, updateStep, type AppMoment, type WorkerHost } from './register-service-worker';

const moment = (checkingVersion: boolean, showingScreen: boolean, updateRequired = false, sendingSaves = false): AppMoment => ({ checkingVersion, showingScreen, updateRequired, sendingSaves });
const BOOTING = moment(false, false);
const ON_SCREEN = moment(false, true);

describe('when a new build is looked for and taken', () => {
  it.each([
    ['the first screen after start-up: look, never take over', BOOTING, moment(true, true), true, 'check'],
    ['a later navigation with nothing waiting: look', ON_SCREEN, moment(true, true), false, 'check'],
    ['a later navigation with a new build waiting: take over', ON_SCREEN, moment(true, true), true, 'apply'],
    ['the native update message is up: no reload under it', ON_SCREEN, moment(true, true, true), true, 'check'],
    ['a save on its way: no reload that would cut it off, look again at the next navigation', ON_SCREEN, moment(true, true, false, true), true, 'check'],
    ['no version re-check: nothing', ON_SCREEN, ON_SCREEN, true, null],
    ['still the same re-check: nothing', moment(true, true), moment(true, true), true, null],
  ] as const)('%s', (_, prev, next, waiting, step) => {
    expect(updateStep(prev, next, waiting)).toBe(step);
  });

  it('registers on desktop browsers only, never inside the native shells or on phone browsers', () => {
    const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    expect(shouldRegister(readUserAgent(desktop))).toBe(true);
    expect(shouldRegister(readUserAgent(phone))).toBe(false);
    expect(shouldRegister(readUserAgent(`${phone} EduPlannerApp/AND/2.1.0`))).toBe(false);
    expect(shouldRegister(readUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 EduPlannerApp/IOS/2.1.0'))).toBe(false);
  });
});

/** A browser whose registration holds `waiting` (a newer worker) when the test puts it there. */
function fakeHost() {
  const waiting = { state: 'installed' };
  const registration = { waiting: null as typeof waiting | null, update: vi.fn(async () => undefined), unregister: vi.fn(async () => true) };
  const stored = new Map<string, string>();
  const host: WorkerHost = {
    container: { register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration) },
    session: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) },
    afterLoad: (then) => then(),
    reload: vi.fn(),
  };
  return { host, registration, waiting };
}

/** Starts keepShellUpdated on `host`; resolves once the registration is kept, with the moments' sender. */
async function started(host: WorkerHost): Promise<(m: AppMoment) => void> {
  let emit: (m: AppMoment) => void = () => {};
  keepShellUpdated(host, (listen) => void (emit = listen));
  // Settled after the module's own handler of the same promise, which keeps the registration.
  await vi.mocked(host.container.register).mock.results[0]!.value.catch(() => undefined);
  return (m) => emit(m);
}

describe('keepShellUpdated', () => {
  it('registers /sw.js for the whole site, looks on each re-check, and reloads onto a waiting build at the next navigation', async () => {
    const { host, registration, waiting } = fakeHost();
    const emit = await started(host);
    expect(host.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });

    emit(moment(true, true));
    expect(registration.update).toHaveBeenCalledTimes(1);
    emit(ON_SCREEN);
    registration.waiting = waiting;
    // Found by the check: nothing happens on the open screen.
    expect(host.reload).not.toHaveBeenCalled();
    emit(moment(true, true));
    // The old registration goes (its worker finishes this page only), then the page loads from the network.
    expect(registration.unregister).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(host.reload).toHaveBeenCalledTimes(1));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('after that reload the tab does not ask again while the same build still waits; once none waits, it would', async () => {
    const { host, registration, waiting } = fakeHost();
    host.session.setItem(TAKE_OVER_ASKED, '1');
    registration.waiting = waiting;
    const emit = await started(host);
    emit(ON_SCREEN);
    emit(moment(true, true));
    expect(registration.unregister).not.toHaveBeenCalled();
    expect(host.reload).not.toHaveBeenCalled();
    expect(registration.update).toHaveBeenCalledTimes(1);

    registration.waiting = null;
    emit(ON_SCREEN);
    expect(host.session.getItem(TAKE_OVER_ASKED)).toBeNull();
  });

  it('a refused registration leaves the app running without a worker', async () => {
    const { host } = fakeHost();
    host.container.register = vi.fn(async () => Promise.reject(new Error('blocked')));
    const emit = await started(host);
    expect(() => emit(moment(true, true))).not.toThrow();
    expect(host.reload).not.toHaveBeenCalled();
  });
});
