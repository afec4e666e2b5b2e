// The rows the demo customer seed makes: customers and what hangs off them, table by table.
import type { children, contracts, customers, deliveries, diagnoses, memos } from '../schema';

export interface CustomerRows {
  customers: (typeof customers.$inferInsert)[];
  children: (typeof children.$inferInsert)[];
  contracts: (typeof contracts.$inferInsert)[];
  memos: (typeof memos.$inferInsert)[];
  diagnoses: (typeof diagnoses.$inferInsert)[];
  deliveries: (typeof deliveries.$inferInsert)[];
}
