// Morning-meeting attendance (spec 1 §4): enter only when not entered (''), exit only when S or Y;
// the count shown is the server's count plus today's when recognised (Y).
import type { AttendStatus } from './contract';

export const ATTENDANCE_LOCK_MS = 2_000;

export const canEnter = (s: AttendStatus): boolean => s === '';
export const canExit = (s: AttendStatus): boolean => s === 'S' || s === 'Y';
export const shownAttendCount = (count: number, s: AttendStatus): number => count + (s === 'Y' ? 1 : 0);

export const ATTEND_LABELS: Readonly<Record<AttendStatus, string>> = { '': '미입실', S: '입실', Y: '출석', N: '지각' };
