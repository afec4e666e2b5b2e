// An area: one feature named the same in every layer (docs/architecture.md). Its domain part declares the
// screens it adds to the route table and the API calls it owns; src/domain/areas.ts collects them.
import type { AnyCall } from './call';
import type { RouteDef } from './route-def';

export interface AreaDef<N extends string = string, R extends readonly RouteDef[] = readonly RouteDef[]> {
  readonly name: N;
  readonly routes: R;
  readonly calls: readonly AnyCall[];
}

export const defineArea = <const N extends string, const R extends readonly RouteDef[]>(area: AreaDef<N, R>): AreaDef<N, R> => area;
