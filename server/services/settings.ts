// Operator-controlled settings in the settings table (maintenance window, required version, download
// links, outside-site addresses), each decoded with its Schema on read; a missing or undecodable value
// reads as the default.
import { eq, sql } from 'drizzle-orm';
import { Result, Schema } from 'effect';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { logError } from './audit';

/** Instants are stored as ISO strings in UTC; '' means not set. */
const IsoOrEmpty = Schema.String.check(Schema.isPattern(/^$|^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/));

export const Maintenance = Schema.Struct({ startDt: IsoOrEmpty, endDt: IsoOrEmpty, cntn: Schema.String });
export type Maintenance = typeof Maintenance.Type;

export const VersionSetting = Schema.Struct({ state: Schema.Literals(['0', '1']) });
export type VersionSetting = typeof VersionSetting.Type;

export const DownloadSetting = Schema.Struct({ apk: Schema.String, plist: Schema.String });
export type DownloadSetting = typeof DownloadSetting.Type;

/** Outside-site addresses by site code (rules/outside-sites.ts); a code without an entry has no button. */
export const SitesSetting = Schema.Record(Schema.String, Schema.String);
export type SitesSetting = typeof SitesSetting.Type;

/** The plan map's 10% box rate, percent (spec 3 §9: the discount rate comes from the server). */
export const PlanDiscountSetting = Schema.Struct({ dcRt: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })) });
export type PlanDiscountSetting = typeof PlanDiscountSetting.Type;

export const SETTINGS = {
  maintenance: { schema: Maintenance, fallback: { startDt: '', endDt: '', cntn: '' } as Maintenance },
  version: { schema: VersionSetting, fallback: { state: '0' } as VersionSetting },
  download: {
    schema: DownloadSetting,
    // Relative to the server: operators drop the real files into ./data/downloads.
    fallback: { apk: '/downloads/EduPlanner.apk', plist: '/downloads/EduPlanner.plist' } as DownloadSetting,
  },
  // None by default: no address is invented; an operator configures each site.
  sites: { schema: SitesSetting, fallback: {} as SitesSetting },
  planDiscount: { schema: PlanDiscountSetting, fallback: { dcRt: 10 } as PlanDiscountSetting },
} as const;

export type SettingKey = keyof typeof SETTINGS;
type ValueOf<K extends SettingKey> = (typeof SETTINGS)[K]['fallback'];

/**
 * Settings are read on every call (maintenance) but change rarely: each process keeps a value for a
 * second. A write through this process is seen at once; other processes see it within CACHE_MS. When a
 * value is due, one read refreshes it while concurrent calls keep the previous value (no stampede).
 */
const CACHE_MS = 1000;
interface Cached {
  at: number;
  value: unknown;
  refreshing: Promise<unknown> | null;
}
const cache = new WeakMap<Db, Map<SettingKey, Cached>>();

export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<ValueOf<K>> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const hit = perDb.get(key);
  if (hit && performance.now() - hit.at < CACHE_MS) return hit.value as ValueOf<K>;
  if (hit) {
    hit.refreshing ??= readSettingFromDb(db, key).then(
      (value) => {
        if (perDb.get(key) === hit) perDb.set(key, { at: performance.now(), value, refreshing: null });
      },
      () => {
        hit.refreshing = null;
      },
    );
    return hit.value as ValueOf<K>;
  }
  const value = await readSettingFromDb(db, key);
  perDb.set(key, { at: performance.now(), value, refreshing: null });
  return value;
}

async function readSettingFromDb<K extends SettingKey>(db: Db, key: K): Promise<ValueOf<K>> {
  const def = SETTINGS[key];
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  if (!rows[0]) return def.fallback;
  const decoded = Schema.decodeUnknownResult(def.schema as Schema.Codec<ValueOf<K>, unknown>)(rows[0].value);
  if (Result.isSuccess(decoded)) return decoded.success;
  logError(`setting ${key} is not valid; using the default`, decoded.failure);
  return def.fallback;
}

export async function writeSetting<K extends SettingKey>(db: Db, key: K, value: ValueOf<K>, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  cache.get(db)?.delete(key);
}

/**
 * Sets (a string) or removes (null) one entry of the sites setting in one statement, so two operators
 * changing different sites at once both keep their change.
 */
export async function writeSiteEntry(db: Db, code: string, url: string | null, now: Date): Promise<void> {
  if (url === null)
    await db
      .update(settings)
      .set({ value: sql`${settings.value} - ${code}::text`, updatedAt: now })
      .where(eq(settings.key, 'sites'));
  else
    await db
      .insert(settings)
      .values({ key: 'sites', value: { [code]: url }, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`${settings.value} || excluded.value`, updatedAt: now } });
  cache.get(db)?.delete('sites');
}

/** Maintenance is on while now lies inside [startDt, endDt]; an empty endDt leaves it open. */
export function isMaintenanceActive(m: Maintenance, now: Date): boolean {
  if (m.startDt === '') return false;
  const t = now.getTime();
  return t >= Date.parse(m.startDt) && (m.endDt === '' || t <= Date.parse(m.endDt));
}
