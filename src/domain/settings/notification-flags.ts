// Notification settings (spec 1 §2, §3, §5): six Y/N flags and the master 'all' switch. The master is
// derived (on exactly when all six are Y) and sets all six; a new user receives everything.
import { NOTIFICATION_FLAGS, type NotificationFlag, type NotificationFlags } from './contract';
import type { YN } from '../shared/call';

const yn = (on: boolean): YN => (on ? 'Y' : 'N');

/** No row stored: every flag Y. */
export const NOTIFICATIONS_DEFAULT: NotificationFlags = withAll(true);

export function withAll(on: boolean): NotificationFlags {
  const v = yn(on);
  return { custrgsnRecpYn: v, ancmRecpYn: v, planRecpYn: v, dgnssrvcRecpYn: v, shpnRecpYn: v, drptRecpYn: v };
}

export const withFlag = (flags: NotificationFlags, key: NotificationFlag, on: boolean): NotificationFlags => ({ ...flags, [key]: yn(on) });

/** The master switch shows on exactly when all six are Y. */
export const isAllOn = (flags: NotificationFlags): boolean => NOTIFICATION_FLAGS.every((k) => flags[k] === 'Y');

/** The master flips its derived state: on sets all six Y when they are not all Y, off sets all N when they are. */
export const changesAll = (flags: NotificationFlags, on: boolean): boolean => on !== isAllOn(flags);
