// A paged list call (spec 1 §9 page sizes): the client asks `size` rows from `offset`, with the list's own
// filters, and gets the rows and the total count, so the paged-list machine knows when the list ends.
import { Schema } from 'effect';
import { Count, FormInt, type CallAuth, type CallDef } from './call';
import type { Position } from './roles';

/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 50;

const pageFields = (maxOffset: number) => ({ offset: FormInt(0, maxOffset), size: FormInt(1, MAX_PAGE_SIZE) });
type PageFields = ReturnType<typeof pageFields>;
type PagedAnswer<Row extends Schema.Top> = Schema.Struct<{ readonly list: Schema.$Array<Row>; readonly totCnt: typeof Count }>;

export function pagedCall<Row extends Schema.Top, const Filters extends Schema.Struct.Fields = {}>(def: {
  readonly path: string;
  readonly auth: CallAuth;
  readonly roles?: readonly Position[];
  readonly row: Row;
  readonly filters?: Filters;
  /** The highest offset asked: the list's longest length. */
  readonly maxOffset: number;
}): CallDef<Schema.Struct<PageFields & Filters>['Type'], PagedAnswer<Row>['Type'], PagedAnswer<Row>['Encoded']> {
  const request = Schema.Struct({ ...pageFields(def.maxOffset), ...(def.filters ?? {}) });
  const response = Schema.Struct({ list: Schema.Array(def.row), totCnt: Count });
  // TypeScript cannot relate the spread generic fields to the struct it builds; the schemas are exactly those.
  return { path: def.path, auth: def.auth, ...(def.roles ? { roles: def.roles } : {}), request, response } as unknown as CallDef<
    Schema.Struct<PageFields & Filters>['Type'],
    PagedAnswer<Row>['Type'],
    PagedAnswer<Row>['Encoded']
  >;
}
