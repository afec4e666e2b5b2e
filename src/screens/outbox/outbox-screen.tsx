// The saves waiting on this device (issue 18): each with what it saves, when, and its state (대기 중, 전송 중,
// 전송됨, 실패 with the server's message, 충돌). A failed one can be sent again; any not on its way can be
// deleted (asked first); a conflict shows both versions where they differ and lets the user choose.
// Renders the outbox actor's state and sends its events; nothing else.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { outboxMachine } from '../../../machines/outbox/outbox.machine';
import { selectBusy, selectConfirmingDiscard, selectEntries, selectLoaded, selectMessage, type ListedEntry } from '../../../machines/outbox/outbox.selectors';
import { outboxMessages } from '../../domain/outbox/messages';
import { conflictRows } from '../../domain/outbox/compare';
import { formatDateTime } from '../../domain/shared/format';
import { Dialog } from '../../ui/dialog';
import './outbox.css';

type OutboxActor = ActorRefFrom<typeof outboxMachine>;

export function OutboxScreen({ actor }: { readonly actor: OutboxActor }) {
  const loaded = useSelector(actor, selectLoaded);
  const entries = useSelector(actor, selectEntries);
  const confirming = useSelector(actor, selectConfirmingDiscard);
  const busy = useSelector(actor, selectBusy);
  const message = useSelector(actor, selectMessage);
  const waiting = entries.filter((e) => e.state !== 'sent');
  const sent = entries.filter((e) => e.state === 'sent');
  return (
    <section className="outbox-screen" aria-label="저장 대기" aria-busy={!loaded || busy}>
      {!loaded ? (
        <p className="outbox-empty">{outboxMessages.outboxLoading}</p>
      ) : waiting.length === 0 ? (
        <p className="outbox-empty">{outboxMessages.outboxEmpty}</p>
      ) : (
        <ul className="outbox-list">
          {waiting.map((e) => (
            <EntryItem key={e.id} entry={e} actor={actor} busy={busy} />
          ))}
        </ul>
      )}
      {message && (
        <p className="outbox-error" role="alert">
          {message}
        </p>
      )}
      {sent.length > 0 && (
        <>
          <h2 className="outbox-heading">{outboxMessages.outboxSentList}</h2>
          <ul className="outbox-list outbox-sent">
            {sent.map((e) => (
              <EntryItem key={e.id} entry={e} actor={actor} busy={busy} />
            ))}
          </ul>
        </>
      )}
      {confirming && <Dialog message={outboxMessages.outboxDiscardConfirm} confirmLabel={outboxMessages.outboxDiscard} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />}
    </section>
  );
}

function EntryItem({ entry: e, actor, busy }: { readonly entry: ListedEntry; readonly actor: OutboxActor; readonly busy: boolean }) {
  return (
    <li className={`outbox-entry is-${e.state}`} aria-label={`${e.label} ${e.stateText}`}>
      <div className="outbox-entry-head">
        <strong>{e.label}</strong>
        <span className={`outbox-state is-${e.state}`}>{e.stateText}</span>
      </div>
      <time className="outbox-time" dateTime={new Date(e.createdAt).toISOString()}>
        {formatDateTime(new Date(e.createdAt).toISOString())}
      </time>
      {e.message && <p className="outbox-message">{e.message}</p>}
      {e.state === 'conflict' && <ConflictView entry={e} />}
      {e.discardable && (
        <div className="outbox-actions">
          {e.state === 'failed' && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actor.send({ type: 'user.retry', id: e.id })}>
              {outboxMessages.outboxRetry}
            </button>
          )}
          {e.state === 'conflict' && (
            <>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actor.send({ type: 'user.resolve', id: e.id, choice: 'mine' })}>
                {outboxMessages.outboxKeepMine}
              </button>
              <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.resolve', id: e.id, choice: 'theirs' })}>
                {outboxMessages.outboxKeepTheirs}
              </button>
            </>
          )}
          {e.discardable && e.state !== 'conflict' && (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.discard', id: e.id })}>
              {outboxMessages.outboxDiscard}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function ConflictView({ entry }: { readonly entry: ListedEntry }) {
  if (!entry.theirs) return <p className="outbox-message">{outboxMessages.outboxConflictNoCopy}</p>;
  const rows = conflictRows(entry.fields, entry.theirs);
  return (
    <table className="outbox-compare">
      <thead>
        <tr>
          <th scope="col">{outboxMessages.outboxConflictField}</th>
          <th scope="col">{outboxMessages.outboxConflictMine}</th>
          <th scope="col">{outboxMessages.outboxConflictTheirs}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.field}>
            <th scope="row">{r.label}</th>
            <td>{r.mine}</td>
            <td>{r.theirs}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
