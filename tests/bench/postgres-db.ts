// A dedicated, freshly created PostgreSQL database for the load test (CREATE DATABASE on the server of
// BENCH_DATABASE_URL, dropped afterwards); other databases and schemas are never touched. startServer has
// no schema option, so a database of its own is the isolation that fits (server tests use schemas).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

/** The database, or the reason PostgreSQL could not be used. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase | { readonly unreachable: string }> {
  const name = `eduplanner_bench_${randomBytes(5).toString('hex')}`;
  try {
    await withClient(adminUrl, (c) => c.query(`create database ${c.escapeIdentifier(name)}`));
  } catch (e) {
    return { unreachable: e instanceof Error ? e.message || e.constructor.name : String(e) };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withClient(adminUrl, (c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`)).then(() => {}),
  };
}
