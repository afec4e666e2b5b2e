// The attendance machine's actors on the Effect runtime: the centre's beacon list, the shell's
// beacon scan (BridgeUnavailable on PC), and beacon/atndnCheck, whose answer is the new attendance.
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import { atndnCheck, getMacAddress, type AttendanceCheck } from '../../domain/dashboard/contract';
import { Api } from '../../services/api.service';
import type { FromEffect } from '../flows';

export const loadBeacons = () => Api.use((a) => a.call(getMacAddress, {})).pipe(Effect.map((r) => r.list.map((b) => b.macAddress)));

export const checkBeacon = ({ macAddresses }: { readonly macAddresses: readonly string[] }) =>
  NativeBridge.use((bridge) => bridge.checkBeacon(macAddresses));

export const checkAttendance = (check: AttendanceCheck) => Api.use((a) => a.call(atndnCheck, check));

export const attendanceActors = (fromEffect: FromEffect) => ({
  loadBeacons: fromEffect(loadBeacons),
  checkBeacon: fromEffect(checkBeacon),
  checkAttendance: fromEffect(checkAttendance),
});
