// Model-based tests of morning-meeting attendance: every generated path on the machine, then on the
// whole rendered home screen of district01 against the real server in-process: beacon/getMacAddress and
// beacon/atndnCheck are held (a done step forwards them to the server, an error step fails them), the real
// NativeBridge runs over the fake Android/iOS shell (which answers the scan with the centre's beacon) or,
// without a shell, the PC bridge; the 2 s lock and the bridge's time-out run on fake timers. The server's
// state for each model: not entered yet (the seed day), no meeting (the server's and app's clock on a
// Saturday), late (the legacy system's N row for today); a beacon list the path wants empty is the centre's
// beacons switched off. Each path starts from that state. The home screen replays a covering set of each
// model's paths (tests/support/covering-set.ts); all of them run on the machine.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { BRIDGE_TIMEOUT_MS, BridgeFailed, BridgeTimeout, BridgeUnavailable } from '../../../bridges/contract';
import { attendanceMachine, type AttendanceInput } from '../../../machines/dashboard/attendance.machine';
import * as attendanceSelectors from '../../../machines/dashboard/attendance.selectors';
import { beacons, morningMeetings } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_NOW } from '../../../server/test-support/harness';
import type { AttendanceState, MorningCheck } from '../../../src/domain/dashboard/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { ATTEND_LABELS, ATTENDANCE_LOCK_MS } from '../../../src/domain/dashboard/attendance';
import { readUserAgent } from '../../../src/domain/shared/platform';
import { renderedPaths } from '../../support/covering-set';
import { eventually } from '../../support/eventually';
import { homeSession, openHome, type Home, type Platform } from '../../support/home-screen';
import type { HeldRequest } from '../../support/http-gate';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { dataOf } from '../schedule/schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const USER = 'district01';
const TODAY = '2026-03-12';
/** A Saturday: centres do not meet. */
const SATURDAY = new Date('2026-03-14T10:00:00+09:00');

/** The centre's beacons, as the server lists them. */
const MACS: string[] = (await dataOf(h, USER, 'beacon/getMacAddress', {})).list.map((b: { macAddress: string }) => b.macAddress);
const MEETING = { meetYn: 'Y', meetDt: '2026-03-12', meetTm: '09:00', orgNm: '역삼센터' } as const;
const NOT_ENTERED: AttendanceState = { attendYn: '', chltim: '', levtim: '', attendCnt: 11 };
const ENTERED: AttendanceState = { attendYn: 'S', chltim: '08:41', levtim: '', attendCnt: 11 };
const EXITED: AttendanceState = { attendYn: 'Y', chltim: '08:41', levtim: '18:02', attendCnt: 11 };
const REFUSED = msg.unknownBeacon;

const EVENTS: AnyEventObject[] = [
  { type: 'user.enter' },
  { type: 'user.exit' },
  { type: 'user.dismissMessage' },
  { type: 'xstate.done.actor.loadBeacons', output: MACS },
  { type: 'xstate.done.actor.loadBeacons', output: [] },
  { type: 'xstate.error.actor.loadBeacons', error: new ServerError({ rt: 'forbidden', rtMsg: msg.forbidden }) },
  { type: 'xstate.error.actor.loadBeacons', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.checkBeacon', output: { found: true, macAddress: MACS[1] } },
  { type: 'xstate.done.actor.checkBeacon', output: { found: false } },
  { type: 'xstate.error.actor.checkBeacon', error: new BridgeUnavailable({ action: 'checkBeacon', platform: 'PC', reason: 'not-on-platform' }) },
  { type: 'xstate.error.actor.checkBeacon', error: new BridgeTimeout({ action: 'checkBeacon', afterMs: BRIDGE_TIMEOUT_MS.checkBeacon }) },
  { type: 'xstate.error.actor.checkBeacon', error: new BridgeFailed({ action: 'checkBeacon', message: 'shell busy' }) },
  { type: 'xstate.done.actor.checkAttendance', output: ENTERED },
  { type: 'xstate.done.actor.checkAttendance', output: EXITED },
  { type: 'xstate.error.actor.checkAttendance', error: new ServerError({ rt: 'bad_request', rtMsg: REFUSED }) },
  { type: 'xstate.error.actor.checkAttendance', error: new NetworkError({ detail: 'offline' }) },
  { type: `xstate.after.${ATTENDANCE_LOCK_MS}.attendance.locked` },
];
const contextKey = (c: any) => [c.status, c.type, c.message];
const ACTORS = ['loadBeacons', 'checkBeacon', 'checkAttendance'];

/** The main model, plus the days the buttons never open (no meeting; late), which have one path each. */
const MODELS: { name: string; input: AttendanceInput; min: number }[] = [
  { name: 'not entered yet', input: { status: NOT_ENTERED, meeting: MEETING }, min: 30 },
  { name: 'no meeting today', input: { status: NOT_ENTERED, meeting: { ...MEETING, meetYn: 'N', meetTm: '', orgNm: '' } }, min: 1 },
  { name: 'late (N)', input: { status: { ...NOT_ENTERED, attendYn: 'N', chltim: '09:12' }, meeting: MEETING }, min: 1 },
];
const models = MODELS.map((m) => ({ ...m, paths: generatePaths(attendanceMachine, { events: EVENTS, input: m.input, contextKey }) }));
const inert = attendanceMachine.provide({ actors: inertActors(ACTORS) as any });
const taken = new Set<string>();
afterAll(() => writeCoverage(attendanceMachine, taken));

for (const m of models)
  describe(`attendance machine, ${m.name}: generated paths`, () => {
    it('generates paths', () => expect(m.paths.length).toBeGreaterThanOrEqual(m.min));
    for (const path of m.paths) it(path.description, () => replayOnMachine(inert, m.input, path, taken, contextKey));
  });

// ---- the whole home screen over the real services ----

const tagOf = (e: AnyEventObject) => (e.error as { _tag?: string } | undefined)?._tag;
const scansOf = (p: ModelPath) => p.steps.map((s) => s.event).filter((e) => e.type.endsWith('.checkBeacon'));
/** The PC bridge refuses every scan, so a PC can take only the paths whose scans all end that way. */
const pcCanTake = (p: ModelPath) => scansOf(p).length > 0 && scansOf(p).every((e) => tagOf(e) === 'BridgeUnavailable');
/** These fail while posting (no shell interface, or its postMessage throws): no scanning state to see. */
const failsAtOnce = (e: AnyEventObject) => e.type === 'xstate.error.actor.checkBeacon' && (tagOf(e) === 'BridgeUnavailable' || tagOf(e) === 'BridgeFailed');

let home: Home | null = null;
let undoShell: (() => void) | null = null;
afterEach(async () => {
  undoShell?.();
  undoShell = null;
  await home?.close();
  home = null;
  vi.useRealTimers();
  // The seed: no meeting row of district01 today, the centre's beacons on, the server on its test day.
  await h.db.delete(morningMeetings).where(and(eq(morningMeetings.userid, USER), eq(morningMeetings.date, TODAY)));
  await switchBeacons(true);
  h.clock.set(TEST_NOW);
});

/** Replaces the shell's interface (or removes it with null); returns the undo. */
function swapShell(platform: 'AND' | 'IOS', iface: { postMessage: (m: unknown) => void } | null) {
  const w = window as any;
  const holder = platform === 'AND' ? w : w.webkit.messageHandlers;
  const key = platform === 'AND' ? 'EduPlannerAndroid' : 'eduplanner';
  const original = holder[key];
  if (iface) holder[key] = iface;
  else delete holder[key];
  return () => void (holder[key] = original);
}

/** The server's state for each model (see the header), set before the home opens. */
const SETUP: Record<string, () => Promise<Date>> = {
  'not entered yet': async () => TEST_NOW,
  'no meeting today': async () => SATURDAY,
  'late (N)': async () => {
    await h.db.insert(morningMeetings).values({ userid: USER, date: TODAY, attendStatus: 'N', chltim: '09:12', levtim: '' });
    return TEST_NOW;
  },
};
const centre = (await homeSession(h, USER)).cntrCd;
const switchBeacons = (active: boolean) => h.db.update(beacons).set({ active }).where(eq(beacons.cntrCd, centre));

async function runOnHome(platform: Platform, model: string, path: ModelPath) {
  const now = await SETUP[model]!();
  h.clock.set(now);
  // The 2 s lock (the machine's `after`) and the bridge's 15 s time-out are page timers: the test moves them.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const w = (home = await openHome(h, { userid: USER, now, platform, hold: ['beacon/getMacAddress', 'beacon/atndnCheck'] }));
  expect(readUserAgent(navigator.userAgent).platform).toBe(platform);
  await w.loaded();
  const shell = w.shell;
  /** What the screen shows: the server's attendance (the load's, then each check's answer) and meeting. */
  let status: AttendanceState = (await w.last('dashboard')).userInfo;
  const meeting: MorningCheck = await w.last('getMorningCheck');
  const input = MODELS.find((m) => m.name === model)!.input;
  expect([status.attendYn, meeting.meetYn]).toEqual([input.status.attendYn, input.meeting.meetYn]);

  /** Each beacon list with entries leads to one scan, in path order. */
  let scanIndex = 0;
  let asked: readonly string[] = [];
  let type: 'IN' | 'OUT' | null = null;
  const refuse = (req: HeldRequest, e: AnyEventObject) =>
    void act(() => (tagOf(e) === 'ServerError' ? req.respond(400, { rt: e.error.rt, rtMsg: e.error.rtMsg }) : req.fail()));
  const answerBeacons = async (e: AnyEventObject) => {
    const req = await w.take('beacon/getMacAddress');
    if (e.type.startsWith('xstate.error')) return refuse(req, e);
    // The centre's beacons are on, or (the path's empty list) switched off.
    await switchBeacons(e.output.length > 0);
    undoShell?.();
    undoShell = null;
    // Shells that fail while posting must be set up before the scan is sent.
    const next = e.output.length > 0 ? scansOf(path)[scanIndex++] : undefined;
    if (shell && next && tagOf(next) === 'BridgeUnavailable') undoShell = swapShell(shell.platform, null);
    if (shell && next && tagOf(next) === 'BridgeFailed')
      undoShell = swapShell(shell.platform, {
        postMessage: () => {
          throw new Error('shell busy');
        },
      });
    asked = (await w.reply(req, e)).list.map((b: { macAddress: string }) => b.macAddress);
    expect(asked.length > 0).toBe(e.output.length > 0);
  };
  const answerScan = async (e: AnyEventObject) => {
    const call = await eventually(() => {
      const c = shell!.calls.find((x) => x.action === 'checkBeacon');
      expect(c).toBeDefined();
      return c!;
    });
    expect(call.payload).toEqual({ macAddresses: asked });
    shell!.clearCalls();
    // The shell sees the centre's second beacon, or none.
    if (e.type.startsWith('xstate.done')) act(() => shell!.emit({ type: 'event', name: 'beaconResult', data: e.output.found ? { found: true, macAddress: asked[1] } : { found: false } }));
    else act(() => void vi.advanceTimersByTime(BRIDGE_TIMEOUT_MS.checkBeacon));
  };
  const answerCheck = async (e: AnyEventObject) => {
    const req = await w.take('beacon/atndnCheck');
    expect({ type: req.form.get('type'), macAddress: req.form.get('macAddress') }).toEqual({ type, macAddress: asked[1] });
    if (e.type.startsWith('xstate.error')) return refuse(req, e);
    status = await w.reply(req, e);
    // The server's new attendance (spec 1 §4): entered (S) at the server's time; an exit recognises the meeting (Y).
    expect(status.attendYn).toBe(type === 'IN' ? 'S' : 'Y');
  };
  const card = () => screen.getByRole('region', { name: '조회' });
  const button = (name: string, region = card()) => within(region).getByRole('button', { name });

  await replayOnImplementation(path, {
    actor: () => w.child('attendance')!,
    settle: (check) => eventually(check),
    isAuto: failsAtOnce,
    drivers: {
      'user.enter': () => {
        type = 'IN';
        fireEvent.click(button(msg.attendEnter));
      },
      'user.exit': () => {
        type = 'OUT';
        fireEvent.click(button(msg.attendExit));
      },
      'user.dismissMessage': () => void fireEvent.click(within(within(card()).getByRole('alertdialog')).getByRole('button', { name: '확인' })),
      'xstate.done.actor.loadBeacons': answerBeacons,
      'xstate.error.actor.loadBeacons': answerBeacons,
      'xstate.done.actor.checkBeacon': answerScan,
      'xstate.error.actor.checkBeacon': answerScan,
      'xstate.done.actor.checkAttendance': answerCheck,
      'xstate.error.actor.checkAttendance': answerCheck,
      [`xstate.after.${ATTENDANCE_LOCK_MS}.attendance.locked`]: () => act(() => void vi.advanceTimersByTime(ATTENDANCE_LOCK_MS)),
    },
    verify: (step) =>
      eventually(() => {
        const c = step.state.context as any;
        const s = step.state.value;
        const { attendYn, chltim, levtim, attendCnt } = status;
        // The spec's rules, stated independently of the machine's guards.
        const open = s === 'idle' && c.message === null && meeting.meetYn === 'Y';
        const checking = typeof s === 'object' && s !== null && 'checking' in s;
        const region = card();
        expect(within(region).getByText(ATTEND_LABELS[attendYn], { selector: '.attend-status' })).toBeInTheDocument();
        expect(region).toHaveTextContent(meeting.meetYn === 'Y' ? `오늘 조회 ${meeting.meetTm} · ${meeting.orgNm}` : msg.noMeetingToday);
        expect(region).toHaveTextContent(`${msg.attendEnter} ${chltim || '--:--'}`);
        expect(region).toHaveTextContent(`${msg.attendExit} ${levtim || '--:--'}`);
        // The badge beside the profile line counts today's meeting once it is recognised (Y).
        expect(screen.getByText(msg.attendCount(attendCnt + (attendYn === 'Y' ? 1 : 0)))).toBeInTheDocument();
        expect(button(msg.attendEnter, region)).toHaveProperty('disabled', !(open && attendYn === ''));
        expect(button(msg.attendExit, region)).toHaveProperty('disabled', !(open && (attendYn === 'S' || attendYn === 'Y')));
        expect(screen.queryByRole('status', { name: msg.attendChecking }) !== null).toBe(checking);
        const dialog = within(region).queryByRole('alertdialog');
        if (c.message) expect(dialog).toHaveTextContent(c.message);
        else expect(dialog).toBeNull();
      }),
  });
}

for (const m of models) {
  const covering = (paths: readonly ModelPath[]) => renderedPaths(paths, { machine: inert, input: m.input, selectors: attendanceSelectors });
  describe(`home screen, ${m.name}: a covering set of the paths in the Android and iOS shells`, () => {
    covering(m.paths).forEach((path, i) => {
      // Both shells share every step but the transport; alternate them to keep the suite quick.
      const platform = i % 2 === 0 ? 'AND' : 'IOS';
      it(`[${platform}] ${path.description}`, () => runOnHome(platform, m.name, path));
    });
  });
  const pcPaths = covering(m.paths.filter(pcCanTake));
  if (pcPaths.length)
    describe(`home screen, ${m.name}: in a desktop browser (no shell)`, () => {
      for (const path of pcPaths) it(`[PC] ${path.description}`, () => runOnHome('PC', m.name, path));
    });
}
