// The organisation on PostgreSQL (issue 15): a throw-away database with the full seed plus a branch of about
// 1,000 staff (seed --staff: 수원지점, each member with a year of results and activity), then (1) in
// process, each call an app.request() timed until its body is read: the list's first page in every sort and
// option and the member detail (orgnz/detail + perform + activity, one after another) against p95 ≤ 40 ms;
// (2) the real server in a child process under autocannon, 50 connections as that branch's head: the home
// screen's dashboard call against p99 ≤ 50 ms, and the organisation card and figures beside it. Part of
// `npm run bench`; alone with `npm run bench -- --org-only [--org-runs=N] [--org-staff=N]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { openDb } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { BENCH_BRANCH } from '../../server/db/seed/org-branches';
import { rowsOf } from '../../server/lib/rows';
import { benchClient } from './bench-client';
import { percentile } from './customers-load';
import { issueToken } from './load';
import { orgLoad, type OrgLoadResult } from './org-load';
import { createBenchDatabase } from './postgres-db';
import { startServerProcess } from './server-process';
import { ms, table, type Row } from './table';

export const ORG_TARGETS = { listP95Ms: 40, detailP95Ms: 40, dashboardP99Ms: 50 } as const;
const LOAD = { connections: 50, durationS: 10, warmupS: 3 } as const;

interface Case {
  readonly id: string;
  readonly kind: 'list' | 'detail';
  readonly userid: string;
  readonly calls: readonly { path: string; fields: Record<string, string> }[];
}

export interface OrgCase {
  readonly id: string;
  readonly kind: 'list' | 'detail';
  readonly userid: string;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly bytes: number;
  readonly met: boolean;
}

export interface OrgPart {
  readonly rows: readonly Row[];
  readonly report: string;
  readonly results: Record<string, unknown>;
}

const page = (fields: Record<string, string> = {}) => ({ offset: '0', size: '10', ...fields });

export async function runOrgPart(o: {
  pgUrl: string;
  out: string;
  runs: number;
  staff: number;
  log: (m: string) => void;
  addCleanup: (f: () => Promise<void>) => () => void;
}): Promise<OrgPart> {
  const db = await createBenchDatabase(o.pgUrl);
  if ('unreachable' in db) {
    const why = `PostgreSQL not reachable (${db.unreachable}); skipped`;
    return { rows: [{ figure: 'organisation calls, PostgreSQL', measured: 'skipped', note: why }], report: why, results: { skipped: why } };
  }
  const removeCleanup = o.addCleanup(db.drop);
  try {
    const head = `${BENCH_BRANCH.key}.head`;
    const district = `${BENCH_BRANCH.key}.d01`;
    const pg = await openDb(db.url);
    let seedMs: number;
    let branchSize: number;
    let cases: OrgCase[];
    try {
      o.log(`organisation: PostgreSQL database ${db.name}, full seed + a branch of ${o.staff} staff ...`);
      const t0 = performance.now();
      await seed(pg.db, { now: new Date(), size: 'full', staff: o.staff });
      seedMs = performance.now() - t0;
      await pg.db.execute(sql`analyze`);
      branchSize = Number((await pg.db.select({ n: count() }).from(users).where(eq(users.brncCd, BENCH_BRANCH.brncCd)))[0]!.n);
      const members = await rowsOf<{ akdcde: string; position: string }>(
        pg.db,
        sql`select distinct on (orgnz_pstn) akdcde, orgnz_pstn as "position" from users
          where brnc_cd = ${BENCH_BRANCH.brncCd} and orgnz_pstn <> 'COG01' order by orgnz_pstn, akdcde desc`,
      );
      const defs: Case[] = [
        { id: 'list, first page (performance)', kind: 'list', userid: head, calls: [{ path: 'orgnz/list', fields: page() }] },
        { id: 'list, first page (employee code)', kind: 'list', userid: head, calls: [{ path: 'orgnz/list', fields: page({ ordrType: 'akdcde' }) }] },
        { id: 'list, meetY option', kind: 'list', userid: head, calls: [{ path: 'orgnz/list', fields: page({ meetYn: 'Y' }) }] },
        { id: 'list, recruit option', kind: 'list', userid: head, calls: [{ path: 'orgnz/list', fields: page({ chawol: '1', ordrType: 'akdcde' }) }] },
        { id: 'list, sil option', kind: 'list', userid: head, calls: [{ path: 'orgnz/list', fields: page({ gadong: '2' }) }] },
        { id: 'list, sil2 option', kind: 'list', userid: head, calls: [{ path: 'orgnz/list', fields: page({ gadong: '0', ordrType: 'akdcde' }) }] },
        { id: 'list, detail search', kind: 'list', userid: head, calls: [{ path: 'orgnz/list', fields: page({ gubun: 'COG03,COG04', chawol: '4,7', gadong: '1,2' }) }] },
        { id: 'list, name search', kind: 'list', userid: head, calls: [{ path: 'orgnz/list', fields: page({ keyword: '김' }) }] },
        { id: 'list, page 50', kind: 'list', userid: head, calls: [{ path: 'orgnz/list', fields: page({ offset: '490' }) }] },
        { id: 'list, district head', kind: 'list', userid: district, calls: [{ path: 'orgnz/list', fields: page() }] },
        ...members.map(
          (m): Case => ({
            id: `member detail, ${m.position}`,
            kind: 'detail',
            userid: head,
            calls: ['orgnz/detail', 'orgnz/perform', 'orgnz/activity'].map((path) => ({ path, fields: { targetId: m.akdcde } })),
          }),
        ),
      ];
      const { post, signIn } = benchClient(pg.db);
      const tokens = new Map<string, string>();
      for (const u of [head, district]) tokens.set(u, await signIn(u));
      const samples = defs.map(() => [] as number[]);
      const bytes = defs.map(() => 0);
      o.log(`organisation: branch of ${branchSize} staff seeded in ${ms(seedMs)}; ${defs.length} cases × ${o.runs} rounds ...`);
      for (let round = 0; round <= o.runs; round++)
        for (const [i, c] of defs.entries()) {
          const started = performance.now();
          let size = 0;
          for (const call of c.calls) size += JSON.stringify(await post(call.path, call.fields, tokens.get(c.userid)!)).length;
          const took = performance.now() - started;
          if (round === 0) bytes[i] = size;
          else samples[i]!.push(took);
        }
      cases = defs.map((c, i) => {
        const p95Ms = percentile(samples[i]!, 95);
        const target = c.kind === 'list' ? ORG_TARGETS.listP95Ms : ORG_TARGETS.detailP95Ms;
        return { id: c.id, kind: c.kind, userid: c.userid, p50Ms: percentile(samples[i]!, 50), p95Ms, maxMs: Math.max(...samples[i]!), bytes: bytes[i]!, met: p95Ms <= target };
      });
    } finally {
      await pg.close();
    }

    // The server in a child process over the same (seeded) database, under load as the branch head.
    const staticDir = join(o.out, 'org-static');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>EduPlanner bench</title>');
    const server = await startServerProcess(db.url, join(o.out, 'server-org'), staticDir);
    const removeServer = o.addCleanup(server.stop);
    const loads: OrgLoadResult[] = [];
    try {
      const token = await issueToken(server.url, head);
      o.log(`organisation: server pid ${server.pid}; ${LOAD.connections} connections as ${head}, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s per call`);
      const isOrg = (d: any) => typeof d?.totcnt === 'number' && d.totcnt === branchSize - 1;
      for (const [path, fields, check] of [
        ['dashboard', {}, (d: any) => Array.isArray(d?.cardList) && d.cardList.length > 0],
        ['organization', {}, isOrg],
        ['siljuck', { type: 'all' }, (d: any) => typeof d?.totamt === 'number' && d.totamt > 0],
        ['activity', { type: 'all' }, (d: any) => typeof d?.custmCnt === 'number'],
      ] as const) {
        const r = await orgLoad(server.url, token, path, fields, LOAD, check);
        loads.push(r);
        o.log(`  ${path}: ${Math.round(r.requestsPerSec)} req/s, p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}, max ${ms(r.maxMs)}; non-2xx ${r.non2xx}, not success ${r.notSuccess}, errors ${r.errors}`);
      }
    } finally {
      await server.stop();
      removeServer();
    }

    const lists = cases.filter((c) => c.kind === 'list');
    const details = cases.filter((c) => c.kind === 'detail');
    const worst = (cs: readonly OrgCase[]) => [...cs].sort((a, b) => b.p95Ms - a.p95Ms)[0]!;
    const dash = loads.find((l) => l.path === 'dashboard')!;
    const clean = (l: OrgLoadResult) => l.non2xx === 0 && l.notSuccess === 0 && l.errors === 0 && l.timeouts === 0;
    const report = [
      `Organisation calls on PostgreSQL: full seed + ${BENCH_BRANCH.brncNm} of ${branchSize} staff, seeded in ${ms(seedMs)}; in process, ${o.runs} rounds after a warm-up round:`,
      table(['Case', 'User', 'p50', 'p95', 'max', 'JSON bytes', 'Status'], cases.map((c) => [c.id, c.userid, ms1(c.p50Ms), ms1(c.p95Ms), ms1(c.maxMs), String(c.bytes), c.met ? 'met' : 'MISSED'])),
      `Under load (${LOAD.connections} connections, ${LOAD.durationS} s after ${LOAD.warmupS} s, server in a child process) as ${head}:`,
      table(['Call', 'req/s', 'p50', 'p90', 'p99', 'max', 'errors'], loads.map((l) => [l.path, String(Math.round(l.requestsPerSec)), ms(l.p50Ms), ms(l.p90Ms), ms(l.p99Ms), ms(l.maxMs), clean(l) ? '0' : `non-2xx ${l.non2xx}, not success ${l.notSuccess}, errors ${l.errors}`])),
    ].join('\n');
    const rows: Row[] = [
      { figure: `orgnz/list first page p95, ${branchSize}-member branch, PostgreSQL`, measured: ms1(worst(lists).p95Ms), target: `≤ ${ORG_TARGETS.listP95Ms} ms`, met: lists.every((c) => c.met), note: `worst of ${lists.length}: ${worst(lists).id}` },
      { figure: 'member detail (detail + perform + activity) p95, PostgreSQL', measured: ms1(worst(details).p95Ms), target: `≤ ${ORG_TARGETS.detailP95Ms} ms`, met: details.every((c) => c.met), note: `worst of ${details.length}: ${worst(details).id}` },
      // The target is the dashboard call's; the organisation card and the figures' cards beside it are
      // shown for what they cost (each reads the whole organisation; one user on all 50 connections).
      ...loads.map((l): Row => ({
        figure: `${l.path}${l.path === 'dashboard' ? '' : ` (${fieldsNote(l.path)})`} p99 @${l.connections} conn, head of ${branchSize}, PostgreSQL`,
        measured: ms(l.p99Ms),
        ...(l === dash ? { target: `≤ ${ORG_TARGETS.dashboardP99Ms} ms`, met: l.p99Ms <= ORG_TARGETS.dashboardP99Ms && clean(l) } : {}),
        note: `${Math.round(l.requestsPerSec)} req/s, p50 ${ms(l.p50Ms)}${clean(l) ? '' : `; non-2xx ${l.non2xx}, not success ${l.notSuccess}, errors ${l.errors}`}`,
      })),
    ];
    return { rows, report, results: { branchSize, seedMs, runs: o.runs, cases, loads, load: LOAD } };
  } finally {
    await db.drop();
    removeCleanup();
  }
}

const ms1 = (v: number) => `${v.toFixed(1)} ms`;
const fieldsNote = (path: string) => (path === 'organization' ? 'organisation card' : `${path} card, type all`);
