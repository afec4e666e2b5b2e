// An area: one feature named the same in every layer (docs/architecture.md). Its domain part declares the
// screens it adds to the route table; src/domain/areas.ts collects them. Its API calls are what its
// contract module(s) export; the server collects them with their handlers (server/areas.ts). The route
// table stays free of the contracts, so the inline login script that reads it stays small.
import type { RouteDef } from './route-def';

export interface AreaDef<N extends string = string, R extends readonly RouteDef[] = readonly RouteDef[]> {
  readonly name: N;
  readonly routes: R;
}

export const defineArea = <const N extends string, const R extends readonly RouteDef[]>(area: AreaDef<N, R>): AreaDef<N, R> => area;
