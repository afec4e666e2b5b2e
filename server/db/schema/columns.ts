// Column helpers shared by the table files: timestamps with time zone and Y/N flags.
// Dates that a planner reads as calendar days (schedules, contracts) are plain `date` columns in KST.
import { char, customType, timestamp } from 'drizzle-orm/pg-core';

/** An instant, stored with time zone and read back as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The spec's Y/N flags stay one-character strings at the API boundary, so they are stored as such. */
export const yn = (name: string) => char(name, { length: 1 }).$type<'Y' | 'N'>();

/** created_at / updated_at of master-data rows (set by the writer, so seeds stay deterministic). */
export const stamps = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * Raw bytes (small attachments): node-postgres reads a Buffer, PGlite a Uint8Array; both are Uint8Arrays.
 * Written as a copy made with this realm's Uint8Array: PGlite recognises bytes by `instanceof Uint8Array`,
 * which fails for a Node Buffer when the global is jsdom's (a test image seeded from a jsdom test file).
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => new Uint8Array(value),
});
