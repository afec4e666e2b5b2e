// The devices each id has signed in from (login_devices): such a device is not subject to that id's
// lock, so strangers cannot lock a user out of a phone they already use. Kept small: per id only the
// most recent knownDevicesPerUser devices, each for knownDeviceMs after its last successful login.
import { and, desc, eq, gt, lt, notInArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginDevices } from '../db/schema';
import type { LoginLimits } from './login-limit-policy';

export async function isKnownDevice(db: Db, userid: string, deviceUuid: string, now: Date, limits: LoginLimits): Promise<boolean> {
  const rows = await db
    .select({ at: loginDevices.lastSuccessAt })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.userid, userid),
        eq(loginDevices.deviceUuid, deviceUuid),
        gt(loginDevices.lastSuccessAt, new Date(now.getTime() - limits.knownDeviceMs)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** After a successful login (userid is a real id): remember the device, forget the oldest beyond the bound. */
export async function rememberDevice(db: Db, userid: string, deviceUuid: string, now: Date, limits: LoginLimits): Promise<void> {
  await db
    .insert(loginDevices)
    .values({ userid, deviceUuid, lastSuccessAt: now })
    .onConflictDoUpdate({ target: [loginDevices.userid, loginDevices.deviceUuid], set: { lastSuccessAt: now } });
  const newest = db
    .select({ deviceUuid: loginDevices.deviceUuid })
    .from(loginDevices)
    .where(eq(loginDevices.userid, userid))
    .orderBy(desc(loginDevices.lastSuccessAt), loginDevices.deviceUuid)
    .limit(limits.knownDevicesPerUser);
  await db
    .delete(loginDevices)
    .where(
      and(
        eq(loginDevices.userid, userid),
        or(lt(loginDevices.lastSuccessAt, new Date(now.getTime() - limits.knownDeviceMs)), notInArray(loginDevices.deviceUuid, newest)),
      ),
    );
}
