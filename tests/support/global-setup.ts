// Runs once before a Vitest run: forget machine coverage records of earlier runs, and on PostgreSQL create
// the extensions the migrations ask for once, before test files migrate their schemas side by side (two
// files creating pg_trgm at the same moment collide on the catalogue's unique name).
import { rmSync } from 'node:fs';
import pg from 'pg';
import { isPostgresUrl } from '../../server/db/client';
import { COVERAGE_DIR } from './model-paths';

export default async function setup(): Promise<void> {
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (!url || !isPostgresUrl(url)) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await client.end();
  }
}
