// One covering set over the paths of several inputs of a machine (ways in, users, recipients): a path of
// one input is not rendered again for another when that one's paths already show every transition, event
// and selector value it would (tests/support/covering-set.ts, D40).
import type { AnyStateMachine } from 'xstate';
import { coveringSet, pathFeatures, type Selectors } from '../../support/covering-set';
import type { ModelPath } from '../../support/model-paths';

export function jointRenderedPaths<G extends { readonly input?: unknown; readonly paths: readonly ModelPath[] }>(
  machine: AnyStateMachine,
  groups: readonly G[],
  selectors: Selectors,
): { group: G; path: ModelPath }[] {
  const items = groups.flatMap((group) => group.paths.map((path) => ({ group, path })));
  return coveringSet(items, ({ group, path }) => pathFeatures(machine, group.input, path, selectors), ({ path }) => path.steps.length);
}
