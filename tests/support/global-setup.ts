// Runs once before a Vitest run: on PostgreSQL, create the extensions the migrations ask for once, before test
// files migrate their schemas side by side (two files creating pg_trgm at the same moment collide on the
// catalogue's unique name). Machine coverage records are not wiped here: each test file replaces its own
// (tests/support/model-paths.ts writeCoverage), so a run of a few files keeps the others'.
import pg from 'pg';
import { isPostgresUrl } from '../../server/db/client';

export default async function setup(): Promise<void> {
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
