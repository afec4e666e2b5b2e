// One question of the survey (spec 3 §2 survey, §9): a fieldset named by its number and title (with 필수),
// and the controls of its type: radios (single; scale as a row between its low and high labels), check
// boxes (multiple), a rank select per option (ranking), a text with its counter (short, long); an 'other'
// option's text box is live once it is picked. Controls only send user.* events; disabled when read-only.
import { useId } from 'react';
import type { SurveyOptionRow, SurveyQuestionRow } from '../../domain/surveys/contract';
import { surveysMessages as m } from '../../domain/surveys/messages';
import { isOtherOption, LONG_TEXT_MAX, OTHER_TEXT_MAX, questionKind, SHORT_TEXT_MAX } from '../../domain/surveys/rules';
import { safeHttpUrl } from '../../domain/shared/safe-url';

export type Send = (e: { type: 'user.pick'; optnSqno: number } | { type: 'user.rank'; optnSqno: number; rank: string } | { type: 'user.type'; optnSqno: number; text: string }) => void;

interface Props {
  readonly no: number;
  readonly question: SurveyQuestionRow;
  readonly options: readonly SurveyOptionRow[];
  readonly editable: boolean;
  readonly send: Send;
}

const charCount = (s: string) => [...s].length;

export function SurveyQuestion({ no, question: q, options, editable, send }: Props) {
  const id = useId();
  const kind = questionKind(q.qsitTypCd);
  const legendId = `${id}-legend`;
  return (
    <fieldset className={`survey-question survey-${kind ?? 'unknown'}`} id={surveyQuestionId(q.itemSqno)} tabIndex={-1}>
      <legend id={legendId}>
        <span className="survey-no">{no}.</span> {q.titl}
        {q.essnYn === 'Y' && <span className="survey-essential">{m.surveyEssentialMark}</span>}
      </legend>
      {kind === 'short' || kind === 'long' ? (
        options.slice(0, 1).map((o) => (
          <CountedText key={o.optnSqno} labelledBy={legendId} value={o.rply} max={kind === 'long' ? LONG_TEXT_MAX : SHORT_TEXT_MAX} multiline={kind === 'long'} disabled={!editable} onChange={(text) => send({ type: 'user.type', optnSqno: o.optnSqno, text })} />
        ))
      ) : kind === 'rank' ? (
        <ol className="survey-options">
          {options.map((o) => (
            <li key={o.optnSqno} className="survey-rank-option">
              <label htmlFor={`${id}-${o.optnSqno}`}>
                {o.cntn} <span className="visually-hidden">{m.surveyRankSuffix}</span>
              </label>
              <OptionImage option={o} />
              <select id={`${id}-${o.optnSqno}`} className="input" value={o.userPick} disabled={!editable} onChange={(e) => send({ type: 'user.rank', optnSqno: o.optnSqno, rank: e.target.value })}>
                <option value="">{m.surveyRankNone}</option>
                {options.map((_, i) => (
                  <option key={i} value={String(i + 1)}>{`${i + 1}`}</option>
                ))}
              </select>
            </li>
          ))}
        </ol>
      ) : (
        <Choices q={q} kind={kind} options={options} name={id} editable={editable} send={send} />
      )}
    </fieldset>
  );
}

function Choices({ q, kind, options, name, editable, send }: { q: SurveyQuestionRow; kind: ReturnType<typeof questionKind>; options: readonly SurveyOptionRow[]; name: string; editable: boolean; send: Send }) {
  const scale = kind === 'scale';
  const list = (
    <ul className={scale ? 'survey-scale-row' : 'survey-options'}>
      {options.map((o) => (
        <li key={o.optnSqno} className="survey-choice">
          <label>
            <input type={kind === 'multiple' ? 'checkbox' : 'radio'} name={name} checked={o.userPick === 'Y'} disabled={!editable} onChange={() => send({ type: 'user.pick', optnSqno: o.optnSqno })} />
            <span>{o.cntn}</span>
          </label>
          <OptionImage option={o} />
          {isOtherOption(o) && (
            <CountedText label={m.surveyOtherLabel(o.cntn)} value={o.rply} max={OTHER_TEXT_MAX} multiline={false} disabled={!editable || o.userPick !== 'Y'} onChange={(text) => send({ type: 'user.type', optnSqno: o.optnSqno, text })} />
          )}
        </li>
      ))}
    </ul>
  );
  if (!scale) return list;
  return (
    <div className="survey-scale">
      {q.prfnLow && <span className="survey-scale-end">{q.prfnLow}</span>}
      {list}
      {q.prfnHig && <span className="survey-scale-end">{q.prfnHig}</span>}
    </div>
  );
}

function OptionImage({ option }: { readonly option: SurveyOptionRow }) {
  const src = option.fileSqno ? safeHttpUrl(option.fileSqno, window.location.href) : null;
  return src ? <img className="survey-option-image" src={src} alt="" /> : null;
}

/** A text answer with its n/max counter (read with it); the rule cuts anything typed beyond max. */
function CountedText(p: { label?: string; labelledBy?: string; value: string; max: number; multiline: boolean; disabled: boolean; onChange: (text: string) => void }) {
  const id = useId();
  const common = {
    id,
    className: 'input',
    value: p.value,
    disabled: p.disabled,
    'aria-describedby': `${id}-count`,
    ...(p.labelledBy ? { 'aria-labelledby': p.labelledBy } : { 'aria-label': p.label }),
  };
  return (
    <div className="survey-text">
      {p.multiline ? <textarea {...common} rows={5} onChange={(e) => p.onChange(e.target.value)} /> : <input {...common} type="text" onChange={(e) => p.onChange(e.target.value)} />}
      <span id={`${id}-count`} className="survey-count">{`${charCount(p.value)}/${p.max}`}</span>
    </div>
  );
}

export const surveyQuestionId = (itemSqno: number) => `survey-q-${itemSqno}`;
