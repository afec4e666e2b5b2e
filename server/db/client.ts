// Opening the database: embedded PGlite (a directory or memory://) or PostgreSQL (postgres:// URL),
// behind one typed drizzle layer, with the migrations applied on open.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query layer every service uses; both drivers produce it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDb {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: put every table (and drizzle's journal) in this schema, e.g. one per test file. */
  readonly pgSchema?: string;
  /** PGlite: a new database starts from this dumpDataDir() image instead of running initdb (tests). */
  readonly pgliteImage?: Blob;
}

// A string, not a URL object: under jsdom the global URL is not the one fileURLToPath accepts.
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * `url`: `memory://` (in-memory PGlite), `postgres://…` (node-postgres), otherwise a PGlite data
 * directory (`pglite://./data/pg` or a plain path), created with its parent when missing.
 */
export async function openDb(url: string, options: OpenOptions = {}): Promise<OpenDb> {
  if (isPostgresUrl(url)) return openPostgres(url, options);
  const dir = url.startsWith('pglite://') ? url.slice('pglite://'.length) : url;
  let client: PGlite;
  // pg_trgm: the customer search's trigram indexes (migration 0005).
  const extensions = { pg_trgm };
  if (dir === 'memory://' || dir === '')
    client = await PGlite.create(options.pgliteImage ? { loadDataDir: options.pgliteImage, extensions } : { extensions });
  else {
    // PGlite creates only the last directory level.
    mkdirSync(dirname(resolve(dir)), { recursive: true });
    const fresh = options.pgliteImage && !existsSync(resolve(dir, 'PG_VERSION'));
    client = await PGlite.create(fresh ? { dataDir: dir, loadDataDir: options.pgliteImage, extensions } : { dataDir: dir, extensions });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  try {
    await migrate(db, 'drizzle');
  } catch (e) {
    await client.close();
    throw e;
  }
  return { db, driver: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, { pgSchema }: OpenOptions): Promise<OpenDb> {
  if (pgSchema !== undefined && !IDENTIFIER.test(pgSchema)) throw new Error('invalid schema name');
  const pool = new pg.Pool({
    connectionString: url,
    max: 8,
    // The schema name is checked against IDENTIFIER above; libpq options cannot carry parameters.
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  // A connection that PostgreSQL drops (a restart, a failover) emits 'error'; without a listener node-postgres
  // rethrows it and the whole server dies. The pool reports it for idle connections, a connection checked out
  // (a transaction between its statements) reports it itself. The call using it fails (server_error), the pool
  // discards it and opens new ones on demand: calls work again once the database is back (issue 19).
  // Only the message: a connection-level error carries no query or parameters.
  const lost = (e: Error) => process.stderr.write(`${JSON.stringify({ level: 'error', context: 'postgres connection lost', message: e.message })}\n`);
  pool.on('connect', (client) => void client.on('error', lost));
  // The pool passes an idle connection's error on as its own, which throws without a listener; the
  // connection's own listener above has reported it already.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  try {
    await migrate(db, pgSchema ?? 'drizzle');
  } catch (e) {
    await pool.end();
    throw e;
  }
  return { db, driver: 'postgres', close: () => pool.end() };
}

/**
 * drizzle's migrator, except that drizzle-kit's `"public".` qualifiers are dropped so the tables land
 * in the first schema of the search_path (public by default, a test schema when isolated).
 */
async function migrate(db: Db, migrationsSchema: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => ({
    ...m,
    sql: m.sql.map((s) => s.replaceAll('"public".', '')),
  }));
  const internal = db as unknown as {
    dialect: { migrate(ms: unknown, session: unknown, config: unknown): Promise<void> };
    session: unknown;
  };
  await internal.dialect.migrate(migrations, internal.session, { migrationsFolder: MIGRATIONS_DIR, migrationsSchema });
}
