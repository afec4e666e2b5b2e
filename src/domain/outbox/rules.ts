// The outbox's entries and rules (issue 18): what an entry is, what a failure means for it, and the order of
// replay. Replay goes oldest first, one entry at a time. A failed or conflicting entry holds back the later
// entries of the same record only (they would change what the user must decide on); other records go on.
// Entries of no record (something new) never wait for one another. docs/decisions.md D66.
import { Schema } from 'effect';
import { RT } from '../shared/envelope';
import { outboxMessages } from './messages';
import { sharedMessages } from '../shared/messages';

export type EntryState = 'queued' | 'syncing' | 'sent' | 'failed' | 'conflict';

export interface OutboxEntry {
  /** The save's idempotency key, made when the user acted: every send of this entry carries it. */
  readonly id: string;
  /** Whose save it is: each user's outbox is their own. */
  readonly userId: string;
  /** The call (CallDef.path). */
  readonly path: string;
  /** The form fields as sent (encoded strings), sent again as they are. */
  readonly fields: Readonly<Record<string, string>>;
  /** What it saves, for the user (일정 저장). */
  readonly label: string;
  /** The record it changes ('schedule:12'); null when it creates one. Entries of one record keep their order. */
  readonly record: string | null;
  /** When the user acted (ms since the epoch). */
  readonly createdAt: number;
  readonly state: EntryState;
  /** The server's message when failed or in conflict. */
  readonly message: string | null;
  /** Sends started so far. */
  readonly attempts: number;
  /** In conflict: the record as the server holds it (its answer's copy, `version` among the fields); else null. */
  readonly theirs: Readonly<Record<string, string>> | null;
}

/** An entry as stored (read back from the device's store, checked). */
export const OutboxEntrySchema = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  path: Schema.String,
  fields: Schema.Record(Schema.String, Schema.String),
  label: Schema.String,
  record: Schema.NullOr(Schema.String),
  createdAt: Schema.Finite,
  state: Schema.Literals(['queued', 'syncing', 'sent', 'failed', 'conflict']),
  message: Schema.NullOr(Schema.String),
  attempts: Schema.Int,
  // Entries stored before conflicts carried the server's copy have none.
  theirs: Schema.optionalKey(Schema.NullOr(Schema.Record(Schema.String, Schema.String))),
});

export type NewEntry = Pick<OutboxEntry, 'id' | 'userId' | 'path' | 'fields' | 'label' | 'record' | 'createdAt'>;

/** A sent entry stays listed this long (the server keeps a key's answer 24 h), then is dropped. */
export const SENT_KEPT_MS = 24 * 60 * 60 * 1000;

export const newEntry = (e: NewEntry): OutboxEntry => ({ ...e, state: 'queued', message: null, attempts: 0, theirs: null });

/** What a failed send means: try again later (network), the user decides (conflict, failed), or sign in again. */
export type FailureKind = 'network' | 'session' | 'conflict' | 'server';

const field = (e: unknown, name: string): unknown => (typeof e === 'object' && e !== null ? (e as Record<string, unknown>)[name] : undefined);

export function failureKind(error: unknown): FailureKind {
  const tag = field(error, '_tag');
  // The same key still being answered (in_progress) is, for the outbox, a send to try again later.
  if (tag === 'NetworkError' || (tag === 'ServerError' && field(error, 'rt') === RT.inProgress)) return 'network';
  if (tag === 'SessionRejected') return 'session';
  if (tag === 'ServerError' && field(error, 'rt') === RT.conflict) return 'conflict';
  return 'server';
}

const rtMsgOf = (error: unknown): string => {
  const m = field(error, 'rtMsg');
  return typeof m === 'string' ? m : '';
};

const currentOf = (error: unknown): Readonly<Record<string, string>> | null => {
  const c = field(error, 'current');
  return typeof c === 'object' && c !== null ? (c as Record<string, string>) : null;
};

/** Sending starts: the entry is on its way (one more attempt). */
export const sending = (e: OutboxEntry): OutboxEntry => ({ ...e, state: 'syncing', attempts: e.attempts + 1 });

export const sent = (e: OutboxEntry): OutboxEntry => ({ ...e, state: 'sent', message: null });

/**
 * After a failed send: no answer (time-out included) or an ended session → queued again, the same key;
 * the server's conflict code → conflict; any other refusal → failed, with the server's message.
 */
export function afterFailure(e: OutboxEntry, error: unknown): OutboxEntry {
  switch (failureKind(error)) {
    case 'network':
    case 'session':
      return { ...e, state: 'queued' };
    case 'conflict':
      return { ...e, state: 'conflict', message: rtMsgOf(error) || sharedMessages.conflict, theirs: currentOf(error) };
    case 'server':
      return { ...e, state: 'failed', message: rtMsgOf(error) || sharedMessages.serverError };
  }
}

/** The user asked to send a failed entry again: queued, with the same key. */
export const retried = (e: OutboxEntry): OutboxEntry => (e.state === 'failed' ? { ...e, state: 'queued', message: null } : e);

/**
 * The user keeps their version of a conflict: a new send (a new key: the conflict is the old key's answer)
 * built on the server's current version (`rebase`, the fields that name it), queued where the old one was.
 */
export const keptMine = (e: OutboxEntry, newId: string, rebase: Readonly<Record<string, string>>): OutboxEntry =>
  ({ ...e, id: newId, fields: { ...e.fields, ...rebase }, state: 'queued', message: null, attempts: 0, theirs: null });

/** What "mine" is built on: the server's version from the conflict's copy (a save without one sends none). */
export const rebaseOf = (e: OutboxEntry): Readonly<Record<string, string>> =>
  e.theirs?.version !== undefined ? { version: e.theirs.version } : {};

/** Not sent and not on its way: the user may discard it (after confirming). */
export const canDiscard = (e: OutboxEntry): boolean => e.state === 'queued' || e.state === 'failed' || e.state === 'conflict';

export const isUnsent = (e: OutboxEntry): boolean => e.state !== 'sent';

/** Oldest first; the key breaks ties so the order is total. */
export const byAge = (entries: readonly OutboxEntry[]): OutboxEntry[] =>
  [...entries].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The entry to send now: none while one is on its way; else the oldest queued one with nothing unsent of its record ahead. */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | null {
  if (entries.some((e) => e.state === 'syncing')) return null;
  const ordered = byAge(entries);
  const behind = (e: OutboxEntry, i: number) => e.record !== null && ordered.slice(0, i).some((o) => o.record === e.record && isUnsent(o));
  return ordered.find((e, i) => e.state === 'queued' && !behind(e, i)) ?? null;
}

/** A new save of this record must queue behind what is still unsent for it (sent now, it could be overtaken). */
export const mustWait = (entries: readonly OutboxEntry[], record: string | null): boolean =>
  record !== null && entries.some((e) => e.record === record && isUnsent(e));

/** Saves still to send or decide on: the indicator's number. */
export const pendingCount = (entries: readonly OutboxEntry[]): number => entries.filter(isUnsent).length;

/**
 * The store as read at start: an entry left on its way (the app closed mid-send) is queued again (the
 * key makes a second arrival harmless), and sent entries older than SENT_KEPT_MS are dropped.
 */
export const recovered = (entries: readonly OutboxEntry[], now: number): OutboxEntry[] =>
  byAge(entries)
    .filter((e) => e.state !== 'sent' || now - e.createdAt < SENT_KEPT_MS)
    .map((e) => (e.state === 'syncing' ? { ...e, state: 'queued' as const } : e));

export const STATE_TEXT: Readonly<Record<EntryState, string>> = {
  queued: outboxMessages.outboxQueued,
  syncing: outboxMessages.outboxSyncing,
  sent: outboxMessages.outboxSent,
  failed: outboxMessages.outboxFailed,
  conflict: outboxMessages.outboxConflict,
};

/** What a never-queued call says at once when the network fails (spec 1 §8). */
export const NOT_QUEUED_MESSAGE = sharedMessages.networkError;
