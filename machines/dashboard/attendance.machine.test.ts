// The attendance machine's rules on a live actor with a simulated clock: which attendance allows
// enter or exit, what each outcome shows, that failures leave attendance alone, and the 2 s rest.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { AttendanceState, AttendStatus, MorningCheck } from '../../src/domain/dashboard/contract';
import { NetworkError, ServerError } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import { ATTENDANCE_LOCK_MS } from '../../src/domain/dashboard/attendance';
import { attendanceMachine, type BeaconScan } from './attendance.machine';

const MACS = ['AC:23:3F:A1:00:01', 'AC:23:3F:A1:00:02'];
const MEETING: MorningCheck = { meetYn: 'Y', meetDt: '2026-03-12', meetTm: '09:00', orgNm: '역삼센터' };
const status = (attendYn: AttendStatus, chltim = '', levtim = ''): AttendanceState => ({ attendYn, chltim, levtim, attendCnt: 11 });
const ENTERED = status('S', '08:41');

interface Fakes {
  beacons?: () => Promise<string[]>;
  scan?: () => Promise<BeaconScan>;
  submit?: () => Promise<AttendanceState>;
}

function start(attendance: AttendanceState, fakes: Fakes = {}, meeting = MEETING) {
  const clock = new SimulatedClock();
  const calls: { scans: unknown[]; submits: unknown[] } = { scans: [], submits: [] };
  const machine = attendanceMachine.provide({
    actors: {
      loadBeacons: fromPromise(fakes.beacons ?? (async () => MACS)),
      checkBeacon: fromPromise(async ({ input }) => {
        calls.scans.push(input);
        return (fakes.scan ?? (async () => ({ found: true, macAddress: MACS[1] })))();
      }),
      checkAttendance: fromPromise(async ({ input }) => {
        calls.submits.push(input);
        return (fakes.submit ?? (async () => ENTERED))();
      }),
    },
  });
  const actor = createActor(machine, { input: { status: attendance, meeting }, clock }).start();
  return { actor, clock, calls, settled: () => waitFor(actor, (s) => s.matches('locked')) };
}

describe('which attendance allows which button', () => {
  it.each([
    ['', true, false],
    ['S', false, true],
    ['Y', false, true],
    ['N', false, false],
  ] as const)('attendYn %j: enter %s, exit %s', (attendYn, enter, exit) => {
    const { actor } = start(status(attendYn));
    expect(actor.getSnapshot().can({ type: 'user.enter' })).toBe(enter);
    expect(actor.getSnapshot().can({ type: 'user.exit' })).toBe(exit);
  });

  it('neither on a day without a meeting', () => {
    for (const attendYn of ['', 'S', 'Y'] as const) {
      const { actor } = start(status(attendYn), {}, { ...MEETING, meetYn: 'N' });
      actor.send({ type: 'user.enter' });
      actor.send({ type: 'user.exit' });
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });
});

describe('an attempt', () => {
  it('scans for the listed beacons and enters with the one seen; the answer becomes the attendance', async () => {
    const { actor, calls, settled } = start(status(''));
    actor.send({ type: 'user.enter' });
    await settled();
    expect(calls.scans).toEqual([{ macAddresses: MACS }]);
    expect(calls.submits).toEqual([{ type: 'IN', macAddress: MACS[1] }]);
    expect(actor.getSnapshot().context.status).toEqual(ENTERED);
    expect(actor.getSnapshot().context.message).toBe(msg.attendanceEntered);
  });

  it('exits with type OUT', async () => {
    const left = status('Y', '08:41', '18:02');
    const { actor, calls, settled } = start(ENTERED, { submit: async () => left });
    actor.send({ type: 'user.exit' });
    await settled();
    expect(calls.submits).toEqual([{ type: 'OUT', macAddress: MACS[1] }]);
    expect(actor.getSnapshot().context.status).toEqual(left);
    expect(actor.getSnapshot().context.message).toBe(msg.attendanceExited);
  });

  it('without registered beacons it says not found and never asks the shell', async () => {
    const { actor, calls, settled } = start(status(''), { beacons: async () => [] });
    actor.send({ type: 'user.enter' });
    await settled();
    expect(calls.scans).toEqual([]);
    expect(actor.getSnapshot().context.message).toBe(msg.beaconNotFound);
  });

  const tagged = (tag: string) => Object.assign(new Error(tag), { _tag: tag });
  it.each([
    ['not found', { scan: async () => ({ found: false }) }, msg.beaconNotFound],
    ['found without an address', { scan: async () => ({ found: true }) }, msg.beaconNotFound],
    ['no shell (PC)', { scan: () => Promise.reject(tagged('BridgeUnavailable')) }, msg.beaconUnavailable],
    ['shell time-out', { scan: () => Promise.reject(tagged('BridgeTimeout')) }, msg.beaconFailed],
    ['shell failure', { scan: () => Promise.reject(tagged('BridgeFailed')) }, msg.beaconFailed],
    ['server refusal', { submit: () => Promise.reject(new ServerError({ rt: 'bad_request', rtMsg: msg.unknownBeacon })) }, msg.unknownBeacon],
    ['network failure', { submit: () => Promise.reject(new NetworkError({ detail: 'offline' })) }, msg.networkError],
    ['beacon list failure', { beacons: () => Promise.reject(new NetworkError({ detail: 'offline' })) }, msg.networkError],
  ] as [string, Fakes, string][])('%s: shows its message and leaves attendance as it was', async (_name, fakes, message) => {
    const { actor, settled } = start(status(''), fakes);
    actor.send({ type: 'user.enter' });
    await settled();
    expect(actor.getSnapshot().context.message).toBe(message);
    expect(actor.getSnapshot().context.status).toEqual(status(''));
  });
});

describe('the 2 s rest', () => {
  it('buttons stay off for exactly ATTENDANCE_LOCK_MS after an attempt, whatever the user does', async () => {
    const { actor, clock, settled } = start(status(''), { scan: async () => ({ found: false }) });
    actor.send({ type: 'user.enter' });
    await settled();
    actor.send({ type: 'user.dismissMessage' });
    expect(actor.getSnapshot().context.message).toBeNull();
    clock.increment(ATTENDANCE_LOCK_MS - 1);
    actor.send({ type: 'user.enter' });
    expect(actor.getSnapshot().value).toBe('locked');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().can({ type: 'user.enter' })).toBe(true);
  });

  it('the message outlives the rest and holds the buttons until the user closes it', async () => {
    const { actor, clock, settled } = start(status(''));
    actor.send({ type: 'user.enter' });
    await settled();
    clock.increment(ATTENDANCE_LOCK_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBe(msg.attendanceEntered);
    // The alert is modal: the next attempt waits until it is closed.
    expect(actor.getSnapshot().can({ type: 'user.exit' })).toBe(false);
    actor.send({ type: 'user.dismissMessage' });
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(actor.getSnapshot().can({ type: 'user.exit' })).toBe(true);
  });

  it('a second tap while checking sends nothing more', async () => {
    let release!: (v: string[]) => void;
    const { actor, calls, settled } = start(status(''), { beacons: () => new Promise((r) => (release = r)) });
    actor.send({ type: 'user.enter' });
    actor.send({ type: 'user.enter' });
    release(MACS);
    await settled();
    expect(calls.submits).toHaveLength(1);
  });
});
