// The databases the server tests run on: in-memory PGlite always, PostgreSQL too when DATABASE_URL
// is set; each test file gets its own database (PostgreSQL: a fresh schema, dropped afterwards).
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Db, isPostgresUrl, openDb, type OpenDb } from '../db/client';

/** Work done on a fresh database before a test file uses it (a seed); `key` names its result. */
export interface Preparation {
  readonly key: string;
  run(db: Db): Promise<void>;
}

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  open(prepare?: Preparation): Promise<OpenDb>;
}

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'eduplanner');

/** Everything a prepared image depends on: migrations, schema, seed and helper sources, PGlite's version. */
function sourcesKey(): string {
  const h = createHash('sha256');
  for (const dir of ['db', 'lib', 'services'])
    for (const f of readdirSync(join(SERVER_DIR, dir), { recursive: true }).map(String).sort())
      if (/\.(ts|sql|json)$/.test(f) && !f.endsWith('.test.ts')) h.update(f).update(readFileSync(join(SERVER_DIR, dir, f)));
  h.update(JSON.parse(readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version);
  return h.digest('hex');
}

/**
 * initdb costs 2-3 s per PGlite instance and the small seed another 0.5 s; a prepared image loads in
 * about 1 s. The first test file to need one builds it and caches it under node_modules/.cache
 * (written to a temporary name, then renamed, so parallel files never read half a file).
 */
async function pgliteImage(prepare: Preparation | undefined): Promise<Blob> {
  const kind = createHash('sha256').update(prepare?.key ?? 'migrated').digest('hex').slice(0, 8);
  const file = join(CACHE_DIR, `pglite-${kind}-${sourcesKey().slice(0, 16)}.tar.gz`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // A prepared image starts from the migrated one, which saves a second initdb.
    const fresh = await openDb('memory://', prepare ? { pgliteImage: await pgliteImage(undefined) } : {});
    await prepare?.run(fresh.db);
    const image = await (fresh.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip');
    await fresh.close();
    mkdirSync(CACHE_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await image.arrayBuffer()));
    renameSync(tmp, file);
    // Images of the same kind built from older sources are stale now.
    for (const old of readdirSync(CACHE_DIR))
      if (old.startsWith(`pglite-${kind}-`) && old.endsWith('.tar.gz') && join(CACHE_DIR, old) !== file)
        rmSync(join(CACHE_DIR, old), { force: true });
    return image;
  }
}

/** The migrated, empty PGlite image (for tests that open PGlite directories themselves). */
export const migratedPgliteImage = () => pgliteImage(undefined);

const pglite: TestDatabase = {
  name: 'pglite',
  open: async (prepare) => openDb('memory://', { pgliteImage: await pgliteImage(prepare) }),
};

function postgres(url: string): TestDatabase {
  const run = async (sql: (c: pg.Client) => string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql(client));
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async open(prepare) {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      await run((c) => `create schema ${c.escapeIdentifier(schema)}`);
      const opened = await openDb(url, { pgSchema: schema });
      await prepare?.run(opened.db);
      return {
        ...opened,
        async close() {
          await opened.close();
          await run((c) => `drop schema if exists ${c.escapeIdentifier(schema)} cascade`);
        },
      };
    },
  };
}

const url = process.env.DATABASE_URL;

/** `describe.each(TEST_DATABASES)('$name', (database) => …)` */
export const TEST_DATABASES: readonly TestDatabase[] = url && isPostgresUrl(url) ? [pglite, postgres(url)] : [pglite];
