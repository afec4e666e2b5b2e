// Raw SQL reads: both drivers answer db.execute with an object carrying `rows` (one object per row).
// Used where a query needs SQL the builder does not express well (recursive CTEs, conditional inserts).
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
