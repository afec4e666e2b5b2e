// Operator operations (maintenance, version, download links, outside-site addresses, session revoke,
// user master data, seed reset). The admin endpoint and the admin CLI both call runOperation, so both
// paths behave alike.
import { eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { AlertCustomer, Text } from '../../src/domain/contracts';
import { POSITIONS } from '../../src/domain/roles';
import { isSiteCode, OUTSIDE_SITES, SITE_CODES, type SiteCode } from '../../src/domain/rules/outside-sites';
import { operatorUrl } from '../../src/domain/rules/safe-url';
import { alarms, notices, users } from '../db/schema';
import { reseed } from '../db/seed';
import { kstDate, parseIsoKst, toKstIso } from '../lib/time';
import { decodeFields } from '../lib/decode';
import type { ServiceContext } from './context';
import { sessionCacheOf } from './session-cache';
import { forgetCachedUser, revokeUserSessions } from './sessions';
import { readSetting, writeSetting, writeSiteEntry } from './settings';

/** A refused operation (unknown op, bad input, unknown user): the operator sees the message. */
export class OperationError extends Error {
  override readonly name = 'OperationError';
}

const Link = Schema.String.check(Schema.isPattern(/^(https?:\/\/[^\s]+|\/[^\s]*)$/), Schema.isMaxLength(2000));
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

export const UserFields = Schema.Struct({
  name: Schema.optionalKey(Text(40, 1)),
  position: Schema.optionalKey(Schema.Literals(POSITIONS)),
  cntrCd: Schema.optionalKey(Text(20, 1)),
  cntrNm: Schema.optionalKey(Text(40, 1)),
  brncCd: Schema.optionalKey(Text(20, 1)),
  brncNm: Schema.optionalKey(Text(40, 1)),
  akdrnk: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,3}$/))),
  akdmi3: Schema.optionalKey(Text(20, 1)),
});
export const USER_FIELD_NAMES = Object.keys(UserFields.fields);

interface Operation<I> {
  readonly input: Schema.Codec<I, any>;
  readonly run: (svc: ServiceContext, input: I) => Promise<Record<string, unknown>>;
}
const op = <I>(input: Schema.Codec<I, any>, run: Operation<I>['run']): Operation<I> => ({ input, run });

function siteCode(code: string): SiteCode {
  if (!isSiteCode(code)) throw new OperationError(`unknown site: ${code} (sites: ${SITE_CODES.join(', ')})`);
  return code;
}

/** Every site with its address, '' when none is configured (so an operator sees what can be set). */
async function siteTable(svc: ServiceContext) {
  const urls = await readSetting(svc.db, 'sites');
  return { sites: SITE_CODES.map((code) => ({ code, name: OUTSIDE_SITES[code].name, url: urls[code] ?? '' })) };
}

function instant(text: string | undefined, field: string): Date | null {
  if (text === undefined) return null;
  const d = parseIsoKst(text);
  if (!d) throw new OperationError(`${field}: not an ISO 8601 time (e.g. 2026-11-22T22:00+09:00)`);
  return d;
}

export const OPERATIONS: Readonly<Record<string, Operation<any>>> = {
  'maintenance/on': op(
    Schema.Struct({ cntn: Text(2000, 1), from: Schema.optionalKey(Schema.String), until: Schema.optionalKey(Schema.String) }),
    async (svc, i) => {
      const now = svc.clock.now();
      const from = instant(i.from, 'from') ?? now;
      const until = instant(i.until, 'until');
      if (until && until.getTime() <= from.getTime()) throw new OperationError('until must be after from');
      const value = { startDt: from.toISOString(), endDt: until?.toISOString() ?? '', cntn: i.cntn };
      await writeSetting(svc.db, 'maintenance', value, now);
      return { maintenance: { startDt: toKstIso(from), endDt: until ? toKstIso(until) : '', cntn: i.cntn } };
    },
  ),
  'maintenance/off': op(Schema.Struct({}), async (svc) => {
    await writeSetting(svc.db, 'maintenance', { startDt: '', endDt: '', cntn: '' }, svc.clock.now());
    return { maintenance: 'off' };
  }),
  'version/require': op(Schema.Struct({}), async (svc) => {
    await writeSetting(svc.db, 'version', { state: '1' }, svc.clock.now());
    return { versionState: '1' };
  }),
  'version/ok': op(Schema.Struct({}), async (svc) => {
    await writeSetting(svc.db, 'version', { state: '0' }, svc.clock.now());
    return { versionState: '0' };
  }),
  'download/set': op(Schema.Struct({ apk: Link, plist: Link }), async (svc, i) => {
    await writeSetting(svc.db, 'download', { apk: i.apk, plist: i.plist }, svc.clock.now());
    return { download: await readSetting(svc.db, 'download') };
  }),
  'site/set': op(Schema.Struct({ code: Text(20, 1), url: Text(2000, 1) }), async (svc, i) => {
    const code = siteCode(i.code);
    const url = operatorUrl(i.url);
    if (url === null) throw new OperationError('url: an https address (plain http only on localhost or 127.0.0.1), without spaces or user:password@');
    await writeSiteEntry(svc.db, code, url, svc.clock.now());
    return siteTable(svc);
  }),
  'site/clear': op(Schema.Struct({ code: Text(20, 1) }), async (svc, i) => {
    await writeSiteEntry(svc.db, siteCode(i.code), null, svc.clock.now());
    return siteTable(svc);
  }),
  'site/list': op(Schema.Struct({}), async (svc) => siteTable(svc)),
  'sessions/revoke': op(Schema.Struct({ userId: Text(18, 1) }), async (svc, i) => {
    await requireUser(svc, i.userId);
    return { userId: i.userId, revoked: await revokeUserSessions(svc.db, i.userId, svc.clock.now(), 'operator') };
  }),
  'user/set': op(Schema.Struct({ userId: Text(18, 1), fields: UserFields }), async (svc, i) => {
    await requireUser(svc, i.userId);
    const f = i.fields;
    const set = {
      ...(f.name !== undefined && { name: f.name }),
      ...(f.position !== undefined && { orgnzPstn: f.position }),
      ...(f.cntrCd !== undefined && { cntrCd: f.cntrCd }),
      ...(f.cntrNm !== undefined && { cntrNm: f.cntrNm }),
      ...(f.brncCd !== undefined && { brncCd: f.brncCd }),
      ...(f.brncNm !== undefined && { brncNm: f.brncNm }),
      ...(f.akdrnk !== undefined && { akdrnk: Number(f.akdrnk) }),
      ...(f.akdmi3 !== undefined && { akdmi3: f.akdmi3 }),
    };
    if (Object.keys(set).length === 0) throw new OperationError(`no field given (${USER_FIELD_NAMES.join(', ')})`);
    await svc.db.update(users).set({ ...set, updatedAt: svc.clock.now() }).where(eq(users.userid, i.userId));
    forgetCachedUser(svc.db, i.userId);
    return { userId: i.userId, updated: Object.keys(f).sort() };
  }),
  'notice/publish': op(
    Schema.Struct({ title: Text(200, 1), importance: Schema.optionalKey(Schema.Literals(['1', '2'])), bodyHtml: Text(60_000, 1) }),
    async (svc, i) => {
      // The body is stored as given: the client sanitises server HTML before rendering (tested with hostile bodies).
      const [row] = await svc.db
        .insert(notices)
        .values({ title: i.title, importance: i.importance ?? '2', writeDate: kstDate(svc.clock.now()), bodyHtml: i.bodyHtml })
        .returning({ itemId: notices.itemId });
      return { itemId: row!.itemId };
    },
  ),
  'alarm/push': op(
    Schema.Struct({
      userId: Text(18, 1),
      titl: Text(200, 1),
      cntn: Text(4000, 1),
      scrnUrl: Schema.optionalKey(Text(2000, 1)),
      customers: Schema.optionalKey(Schema.Array(AlertCustomer).check(Schema.isMaxLength(50))),
    }),
    async (svc, i) => {
      await requireUser(svc, i.userId);
      // Stored as given: alerts are plain text to the client, and scrnUrl is checked there before use.
      const [row] = await svc.db
        .insert(alarms)
        .values({ userid: i.userId, titl: i.titl, cntn: i.cntn, scrnUrl: i.scrnUrl ?? null, customers: i.customers ?? [], sentAt: svc.clock.now() })
        .returning({ pushSqno: alarms.pushSqno });
      return { pushSqno: row!.pushSqno };
    },
  ),
  'seed/reset': op(
    Schema.Struct({ size: Schema.optionalKey(Schema.Literals(['full', 'small'])), date: Schema.optionalKey(Day) }),
    async (svc, i) => {
      // A given date seeds as of noon KST that day, so the data is the same whenever it runs.
      const now = i.date ? parseIsoKst(`${i.date}T12:00`) : svc.clock.now();
      if (!now) throw new OperationError('date: not a real day');
      const summary = await reseed(svc.db, { now, size: i.size ?? 'full', passwordHash: svc.config.passwordHash });
      sessionCacheOf(svc.db).clear();
      return { ...summary };
    },
  ),
};

async function requireUser(svc: ServiceContext, userId: string): Promise<void> {
  const found = await svc.db.select({ userid: users.userid }).from(users).where(eq(users.userid, userId)).limit(1);
  if (!found[0]) throw new OperationError(`unknown user: ${userId}`);
}

export interface OperationActor {
  readonly via: 'cli' | 'http';
  readonly clientIp?: string;
}

/** Decodes the body, runs the operation and writes an admin.operation audit event. */
export async function runOperation(svc: ServiceContext, name: string, body: unknown, actor: OperationActor) {
  const operation = OPERATIONS[name];
  if (!operation) throw new OperationError(`unknown operation: ${name} (${Object.keys(OPERATIONS).join(', ')})`);
  const decoded = decodeFields(operation.input, body ?? {});
  if (!decoded.ok) throw new OperationError(`invalid input: ${decoded.fields.join(', ') || 'body'}`);
  const result = await operation.run(svc, decoded.value);
  await svc.audit.record({
    event: 'admin.operation',
    clientIp: actor.clientIp ?? null,
    path: `admin/${name}`,
    rt: 'success',
    detail: { op: name, via: actor.via, input: decoded.value as Record<string, unknown> },
  });
  return result;
}
