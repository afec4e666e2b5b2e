// Operator operations (maintenance, version, download links, outside-site addresses, session revoke,
// staff accounts (user-operations.ts), the personal-data read log, notices, alerts and FAQ entries for tests and demos,
// seed reset). The admin endpoint and the admin CLI both call runOperation, so both
// paths behave alike.
import { Schema } from 'effect';
import { AlertCustomer } from '../../src/domain/alerts/contract';
import { Text } from '../../src/domain/shared/call';
import { isSiteCode, OUTSIDE_SITES, SITE_CODES, type SiteCode } from '../../src/domain/outside-sites/outside-sites';
import { operatorUrl } from '../../src/domain/shared/safe-url';
import { alarms, faqs, notices } from '../db/schema';
import { DEMO_PASSWORD, reseed } from '../db/seed';
import { kstDate, kstMidnight, parseIsoKst, toKstIso } from '../lib/time';
import { decodeFields } from '../lib/decode';
import type { ServiceContext } from './context';
import { sessionCacheOf } from './session-cache';
import { Day, op, OperationError, type Operation } from './operation';
import { listPersonalReads } from './personal-data-log';
import { revokeUserSessions } from './sessions';
import { readSetting, writeSetting, writeSiteEntry } from './settings';
import { requireUser, USER_OPERATIONS } from './user-operations';

export { OperationError } from './operation';
export { USER_FIELD_NAMES, NEW_USER_FIELD_NAMES, REQUIRED_NEW_USER_FIELDS } from './user-operations';

/** What the seed commands tell an operator who really means to put demo data on a production server. */
export const SEED_OVERRIDE_FLAG = '--allow-demo-data-in-production';
export const SEED_OVERRIDE_HINT = `Only on a server nobody uses for real work: repeat with ${SEED_OVERRIDE_FLAG}.`;

/** Rows `personal-reads` lists without --limit, and at most. */
export const PERSONAL_READS_LIMIT = 100;
export const PERSONAL_READS_MAX = 5000;

const Link = Schema.String.check(Schema.isPattern(/^(https?:\/\/[^\s]+|\/[^\s]*)$/), Schema.isMaxLength(2000));

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
  ...USER_OPERATIONS,
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
  'personal-reads/list': op(
    Schema.Struct({
      user: Schema.optionalKey(Text(20, 1)),
      customer: Schema.optionalKey(Text(20, 1)),
      since: Schema.optionalKey(Day),
      limit: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,4}$/))),
    }),
    async (svc, i) => {
      const since = i.since === undefined ? undefined : kstMidnight(i.since);
      if (since !== undefined && (Number.isNaN(since.getTime()) || kstDate(since) !== i.since)) throw new OperationError('since: not a real day');
      const limit = i.limit === undefined ? PERSONAL_READS_LIMIT : Number(i.limit);
      if (limit < 1 || limit > PERSONAL_READS_MAX) throw new OperationError(`limit: 1 to ${PERSONAL_READS_MAX}`);
      const reads = await listPersonalReads(svc.db, {
        ...(i.user !== undefined ? { userid: i.user } : {}),
        ...(i.customer !== undefined ? { kwkkey: i.customer } : {}),
        ...(since !== undefined ? { since } : {}),
        limit,
      });
      return { reads };
    },
  ),
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
    // Operator-written words (and, in tests, hostile HTML) stay out of the log: what was published, and how long.
    (i) => ({ importance: i.importance ?? '2', titleLength: i.title.length, bodyLength: i.bodyHtml.length }),
  ),
  'faq/publish': op(
    Schema.Struct({
      divCd: Schema.Literals(['CFD01', 'CFD02', 'CFD03', 'CFD04', 'CFD05']),
      titl: Text(200, 1),
      cntn: Text(60_000, 1),
      sortOrd: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
    }),
    async (svc, i) => {
      // Stored as given, first in its category by default: the FAQ screen sanitises answers (tested with hostile ones).
      const [row] = await svc.db.insert(faqs).values({ divCd: i.divCd, titl: i.titl, cntn: i.cntn, sortOrd: i.sortOrd ?? 0 }).returning({ sqno: faqs.sqno });
      return { sqno: row!.sqno };
    },
    (i) => ({ divCd: i.divCd, sortOrd: i.sortOrd ?? 0, titlLength: i.titl.length, cntnLength: i.cntn.length }),
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
    // The alert's words may name customers: the log keeps who got it and how long it was, not what it said.
    (i) => ({ userId: i.userId, titlLength: i.titl.length, cntnLength: i.cntn.length, customers: i.customers?.length ?? 0 }),
  ),
  'seed/reset': op(
    Schema.Struct({
      size: Schema.optionalKey(Schema.Literals(['full', 'small'])),
      date: Schema.optionalKey(Day),
      customers: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,8}$/))),
      /** One more branch of about this many staff (seed/org-branches.ts), up to 20,000. */
      staff: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^(\d{1,4}|1\d{4}|20000)$/))),
      allowProduction: Schema.optionalKey(Schema.Boolean),
    }),
    async (svc, i) => {
      // A given date seeds as of noon KST that day, so the data is the same whenever it runs.
      const now = i.date ? parseIsoKst(`${i.date}T12:00`) : svc.clock.now();
      if (!now) throw new OperationError('date: not a real day');
      if (svc.config.production && i.allowProduction !== true)
        throw new OperationError(`this server runs in production: a reset replaces every account and record with demo data (password ${DEMO_PASSWORD}). ${SEED_OVERRIDE_HINT}`);
      const summary = await reseed(svc.db, {
        now,
        size: i.size ?? 'full',
        passwordHash: svc.config.passwordHash,
        ...(i.customers !== undefined ? { customers: Number(i.customers) } : {}),
        ...(i.staff !== undefined ? { staff: Number(i.staff) } : {}),
      });
      sessionCacheOf(svc.db).clear();
      return { ...summary };
    },
  ),
};

export interface OperationActor {
  readonly via: 'cli' | 'http';
  readonly clientIp?: string;
}

/** Decodes the body, runs the operation and writes an admin.operation audit event. */
export async function runOperation(svc: ServiceContext, name: string, body: unknown, actor: OperationActor) {
  const operation = OPERATIONS[name];
  if (!operation) throw new OperationError(`unknown operation: ${name} (${Object.keys(OPERATIONS).join(', ')})`);
  const decoded = decodeFields(operation.input, body ?? {}, 'path');
  if (!decoded.ok) throw new OperationError(`invalid input: ${decoded.fields.join(', ') || 'body'}`);
  const result = await operation.run(svc, decoded.value);
  await svc.audit.record({
    event: 'admin.operation',
    clientIp: actor.clientIp ?? null,
    path: `admin/${name}`,
    rt: 'success',
    detail: { op: name, via: actor.via, input: operation.audit ? operation.audit(decoded.value) : (decoded.value as Record<string, unknown>) },
  });
  return result;
}
