// The access declaration (access.ts + each call's auth and roles) expanded into cells: per call, per position
// and relation of the data's owner to the caller, plus the anonymous caller. docs/security.md shows it and
// server/http/access-matrix.test.ts compares the running server with it.
import { positionAllowed, reachOf, type Reach } from './access';
import type { AnyCall } from './call';
import { isLeader, POSITIONS, type Position } from './roles';

export const RELATIONS = ['own', 'subordinate', 'peer', 'otherBranch'] as const;
export type Relation = (typeof RELATIONS)[number];

/** '—': the relation does not apply (nobody below the position, or the call cannot name anyone else's data). */
export type Cell = 'allow' | 'deny' | '—';

export interface CallAccess {
  readonly path: string;
  readonly auth: AnyCall['auth'];
  readonly reach: Reach;
  readonly positions: readonly Position[];
  readonly anonymous: Cell;
  readonly cells: Readonly<Record<Position, Readonly<Record<Relation, Cell>>>>;
}

/** Whose data a signed-in caller of an allowed position reaches, by relation. */
export function reachCell(reach: Reach, position: Position, relation: Relation): Cell {
  if (relation === 'own') return reach === 'below' ? 'deny' : 'allow';
  if (reach === 'public' || reach === 'shared') return '—';
  if (relation === 'subordinate') {
    if (!isLeader(position)) return '—';
    if (reach === 'subtree' || reach === 'below' || reach === 'branch') return 'allow';
    if (reach === 'customers') return position === 'COG01' ? 'allow' : 'deny';
    return 'deny';
  }
  // A branch head's peers head other branches.
  if (reach === 'branch' && relation === 'peer') return position === 'COG01' ? 'deny' : 'allow';
  return 'deny';
}

export function callAccess(call: AnyCall): CallAccess {
  const reach = reachOf(call.path);
  const signedInOnly = call.auth === 'session';
  const cells = Object.fromEntries(
    POSITIONS.map((p) => {
      const may = !call.roles || positionAllowed(call, p);
      const row = Object.fromEntries(RELATIONS.map((r) => {
        const c = reachCell(reach, p, r);
        return [r, c === '—' || may ? c : 'deny'];
      }));
      return [p, row];
    }),
  ) as CallAccess['cells'];
  return { path: call.path, auth: call.auth, reach, positions: call.roles ?? POSITIONS, anonymous: signedInOnly ? 'deny' : 'allow', cells };
}

/** Every call's cells, in path order. */
export const accessMatrix = (calls: readonly AnyCall[]): CallAccess[] =>
  [...calls].sort((a, b) => a.path.localeCompare(b.path)).map(callAccess);
