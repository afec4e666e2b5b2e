// `npm run seed [-- --reset] [--size full|small] [--date YYYY-MM-DD] [--customers N] [--staff N]`: the
// deterministic demo data; --customers grows it to N customers for load tests (bulk-customers.ts); --staff
// adds one branch of about N staff with their year of activity (org-branches.ts), as the seed is made.
// Without --reset it seeds only an empty database; with it, demo tables are emptied first. In production
// (EDUPLANNER_ENV or NODE_ENV) it refuses unless told --allow-demo-data-in-production: demo data brings
// accounts with a published password.
import { pathToFileURL } from 'node:url';
import { isPostgresUrl, openDb } from '../db/client';
import { DEMO_PASSWORD, isSeeded, seed } from '../db/seed';
import { seedBulkCustomers } from '../db/seed/bulk-customers';
import { hashPassword } from '../services/passwords';
import { dataDirFromEnv, isAlive, readServerInfo } from '../lib/data-dir';
import { kstDate, parseIsoKst } from '../lib/time';
import { isProductionEnv } from '../config';
import { OperationError, SEED_OVERRIDE_FLAG, SEED_OVERRIDE_HINT } from '../services/operations';
import { AdminCallError } from './admin-client';
import { openTarget, type TargetOptions } from './target';

const USAGE = `usage: npm run seed -- [--reset] [--size full|small] [--date YYYY-MM-DD] [--customers N] [--staff N] [${SEED_OVERRIDE_FLAG}]`;

/** --customers: up to ten million. */
const CUSTOMERS = /^\d{1,8}$/;
/** --staff: one branch of up to 20,000 staff. */
const STAFF = /^\d{1,5}$/;
export const MAX_BENCH_STAFF = 20_000;

export const PRODUCTION_REFUSAL =
  `This is a production environment (EDUPLANNER_ENV or NODE_ENV is production). Demo data adds seven accounts, a branch head ` +
  `among them, all with the published password ${DEMO_PASSWORD}, and invented customers: anyone who has read the README could ` +
  `sign in. ${SEED_OVERRIDE_HINT}`;

export async function runSeed(argv: readonly string[], target: TargetOptions, env: Readonly<Record<string, string | undefined>> = process.env): Promise<number> {
  const body: Record<string, string | boolean> = {};
  let reset = false;
  let override = false;
  for (let i = 0; i < argv.length; i++) {
    const w = argv[i]!;
    if (w === '--reset') reset = true;
    else if (w === SEED_OVERRIDE_FLAG) override = true;
    else if ((w === '--size' || w === '--date' || w === '--customers' || w === '--staff') && argv[i + 1] !== undefined) body[w.slice(2)] = argv[++i]!;
    else {
      process.stderr.write(`unexpected argument ${w}\n${USAGE}\n`);
      return 2;
    }
  }
  if (isProductionEnv(env) && !override) {
    process.stderr.write(`seed: refused. ${PRODUCTION_REFUSAL}\n`);
    return 1;
  }
  if (override) body.allowProduction = true;
  if (!reset) return seedIfEmpty(body, target);
  const t = await openTarget(target);
  try {
    const result = await t.run('seed/reset', body);
    process.stdout.write(`${JSON.stringify({ ok: true, via: t.via, result }, null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof OperationError || e instanceof AdminCallError) {
      process.stderr.write(`seed: ${e.message}\n`);
      return 1;
    }
    throw e;
  } finally {
    await t.close();
  }
}

async function seedIfEmpty(body: Record<string, string | boolean>, { dataDir, databaseUrl }: TargetOptions): Promise<number> {
  const info = readServerInfo(dataDir);
  if ((!databaseUrl || !isPostgresUrl(databaseUrl)) && info && isAlive(info.pid)) {
    process.stdout.write(
      'A server is running on this data directory; it seeded the database when it started. Use --reset for fresh data.\n',
    );
    return 0;
  }
  const customers = body.customers === undefined ? undefined : Number(body.customers);
  const staff = body.staff === undefined ? undefined : Number(body.staff);
  if (
    (body.size !== undefined && body.size !== 'full' && body.size !== 'small') ||
    (customers !== undefined && !CUSTOMERS.test(String(body.customers))) ||
    (staff !== undefined && (!STAFF.test(String(body.staff)) || staff > MAX_BENCH_STAFF))
  ) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const { db, close } = await openDb(databaseUrl ?? `${dataDir}/pg`);
  try {
    const now = typeof body.date === 'string' ? parseIsoKst(`${body.date}T12:00`) : new Date();
    if (!now) {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    if (await isSeeded(db)) {
      if (staff !== undefined) {
        // Staff come with a year of activity made with the rest of the seed: only a fresh seed adds them.
        process.stdout.write('The database already holds data. --staff adds its branch as the seed is made: use --reset.\n');
        return 2;
      }
      if (customers === undefined) {
        process.stdout.write('The database already holds data. Use --reset for fresh demo data.\n');
        return 0;
      }
      // Growing a seeded database for a load test: only the customers (and branches) it lacks are added.
      const started = Date.now();
      const bulk = await seedBulkCustomers(db, kstDate(now), customers, await hashPassword(DEMO_PASSWORD));
      process.stdout.write(`${JSON.stringify({ ok: true, via: 'database', result: { bulk: { ...bulk, ms: Date.now() - started } } }, null, 2)}\n`);
      return 0;
    }
    const result = await seed(db, {
      now,
      size: (body.size as 'full' | 'small' | undefined) ?? 'full',
      ...(customers !== undefined ? { customers } : {}),
      ...(staff !== undefined ? { staff } : {}),
    });
    process.stdout.write(`${JSON.stringify({ ok: true, via: 'database', result }, null, 2)}\n`);
    return 0;
  } finally {
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await runSeed(process.argv.slice(2), { dataDir: dataDirFromEnv(process.env), databaseUrl: process.env.DATABASE_URL });
