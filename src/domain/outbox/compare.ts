// The conflict view's rows (issue 18): the fields where the user's save and the server's copy differ, by the
// names the user knows (field-labels.ts); the version and the record's keys are never shown.
import { FIELD_LABELS, HIDDEN } from './field-labels';

export interface ConflictRow {
  readonly field: string;
  readonly label: string;
  readonly mine: string;
  readonly theirs: string;
}

export function conflictRows(mine: Readonly<Record<string, string>>, theirs: Readonly<Record<string, string>>): ConflictRow[] {
  const keys = Object.keys(mine).filter((k) => !HIDDEN.has(k) && k in theirs && mine[k] !== theirs[k]);
  return keys.map((k) => ({ field: k, label: FIELD_LABELS[k] ?? k, mine: mine[k]!, theirs: theirs[k]! }));
}
