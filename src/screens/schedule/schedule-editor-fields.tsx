// The schedule form's fields (spec 2 §2, §3, §5): kind; the followed schedule (accompany) or the customer
// with its search, or the title; all-day; start and end dates and 5-minute times; the place from the address
// search with its detail address; the memo. Inputs are capped like the spec's inputs.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { scheduleEditorMachine } from '../../../machines/schedule/schedule-editor.machine';
import * as sel from '../../../machines/schedule/schedule-editor.selectors';
import type { TypedField } from '../../../machines/schedule/schedule-editor.form';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { ADDR_DTPT_INPUT, CUST_NM_INPUT, MEMO_INPUT, SCHEDULE_KINDS, TITLE_INPUT, timeOptions, type ScheduleKind } from '../../domain/schedule/rules';
import { scheduleKindName } from '../../domain/shared/codes';

type Actor = ActorRefFrom<typeof scheduleEditorMachine>;
const TIMES = timeOptions();

export function ScheduleEditorFields({ actor, busy }: { readonly actor: Actor; readonly busy: boolean }) {
  const f = useSelector(actor, sel.selectForm);
  const takesCustomer = useSelector(actor, sel.selectTakesCustomer);
  const takesTitle = useSelector(actor, sel.selectTakesTitle);
  const accompany = useSelector(actor, sel.selectIsAccompany);
  const id = useId();
  const change = (field: TypedField) => (e: { currentTarget: { value: string } }) => actor.send({ type: 'user.change', field, value: e.currentTarget.value });
  const allDay = f.allYn === 'Y';
  return (
    <div className="sched-fields">
      <div className="field">
        <label htmlFor={`${id}-kind`}>{m.edKind}</label>
        <select id={`${id}-kind`} className="input" value={f.scdlDivCd} disabled={busy} onChange={(e) => actor.send({ type: 'user.chooseKind', kind: e.currentTarget.value as ScheduleKind })}>
          <option value="" disabled>
            {m.edKindPick}
          </option>
          {SCHEDULE_KINDS.map((k) => (
            <option key={k} value={k}>
              {scheduleKindName(k)}
            </option>
          ))}
        </select>
      </div>
      {accompany && (
        <div className="field" role="group" aria-label={m.edAccompany}>
          <span className="sched-label">{m.edAccompany}</span>
          <p className="sched-acmp">{f.acmpScdlSqno === null ? m.edAccompanyNone : `${m.edAccompanyOf(f.acmpUsername)} ${f.sttDt}`}</p>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.searchAccompany' })}>
            {m.edAccompanyPick}
          </button>
        </div>
      )}
      {takesCustomer && (
        <div className="field">
          <label htmlFor={`${id}-cust`}>{m.edCustomer}</label>
          <div className="sched-row">
            <input id={`${id}-cust`} className="input" value={f.custNm} maxLength={CUST_NM_INPUT} disabled={busy} onChange={change('custNm')} />
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.searchCustomer' })}>
              {m.edCustSearch}
            </button>
          </div>
        </div>
      )}
      {takesTitle && (
        <div className="field">
          <label htmlFor={`${id}-title`}>{m.edTitle}</label>
          <input id={`${id}-title`} className="input" value={f.etcCntn} maxLength={TITLE_INPUT} disabled={busy} onChange={change('etcCntn')} />
        </div>
      )}
      <label className="check">
        <input type="checkbox" checked={allDay} disabled={busy || accompany} onChange={() => actor.send({ type: 'user.toggleAllDay' })} />
        {m.edAllDay}
      </label>
      <div className="sched-when">
        <DateTime label={m.edStartDate} timeLabel={m.edStartTime} date={f.sttDt} time={f.sttHr} allDay={allDay} busy={busy} onDate={change('sttDt')} onTime={change('sttHr')} />
        <DateTime label={m.edEndDate} timeLabel={m.edEndTime} date={f.endDt} time={f.endHr} allDay={allDay} busy={busy} onDate={change('endDt')} onTime={change('endHr')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-addr`}>{m.edPlace}</label>
        <div className="sched-row">
          <input id={`${id}-addr`} className="input" value={[f.addrNm, f.addr].filter(Boolean).join(' ')} readOnly />
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.searchAddress' })}>
            {m.edAddrSearch}
          </button>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-dtpt`}>{m.edAddrDtpt}</label>
        <input id={`${id}-dtpt`} className="input" value={f.addrDtpt} maxLength={ADDR_DTPT_INPUT} disabled={busy} onChange={change('addrDtpt')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-memo`}>{m.edMemo}</label>
        <textarea id={`${id}-memo`} className="input" rows={4} value={f.memo} maxLength={MEMO_INPUT} disabled={busy} onChange={change('memo')} />
      </div>
    </div>
  );
}

function DateTime(p: {
  readonly label: string;
  readonly timeLabel: string;
  readonly date: string;
  readonly time: string;
  readonly allDay: boolean;
  readonly busy: boolean;
  readonly onDate: (e: { currentTarget: { value: string } }) => void;
  readonly onTime: (e: { currentTarget: { value: string } }) => void;
}) {
  const id = useId();
  return (
    <div className="sched-row">
      <div className="field">
        <label htmlFor={`${id}-d`}>{p.label}</label>
        <input id={`${id}-d`} className="input" type="date" value={p.date} disabled={p.busy} onChange={p.onDate} />
      </div>
      {!p.allDay && (
        <div className="field">
          <label htmlFor={`${id}-t`}>{p.timeLabel}</label>
          <select id={`${id}-t`} className="input" value={p.time} disabled={p.busy} onChange={p.onTime}>
            {TIMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
