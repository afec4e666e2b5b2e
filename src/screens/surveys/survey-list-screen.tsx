// The survey list (spec 3 §2 survey list, §9): a year select (this year first), then the year's surveys ten
// at a time as the list's end scrolls into view: title, category tags, period and the badge (참여하기 /
// 미참여 / 참여완료). A survey opens on its row, except a finished one not joined, which is not a link.
// Empty: 검색된 설문조사가 없습니다. Renders the survey-list actor.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { surveyListMachine } from '../../../machines/surveys/survey-list.machine';
import * as sel from '../../../machines/surveys/survey-list.selectors';
import type { SurveyRow } from '../../domain/surveys/contract';
import { surveysMessages as m } from '../../domain/surveys/messages';
import { surveyViewHref } from '../../domain/surveys/pages';
import { canOpenSurvey, surveyBadge, SURVEY_TAG_LABELS, surveyTags } from '../../domain/surveys/rules';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './surveys.css';

type Actor = ActorRefFrom<typeof surveyListMachine>;

export function SurveyListScreen({ actor }: { readonly actor: Actor }) {
  const year = useSelector(actor, sel.selectYear);
  const years = useSelector(actor, sel.selectYears);
  const list = useSelector(actor, sel.selectList);
  return (
    <section className="survey-list-screen" aria-label={m.surveyListLabel}>
      <div className="survey-toolbar">
        <label htmlFor="survey-year">{m.surveyYearLabel}</label>
        <select id="survey-year" className="input" value={year} onChange={(e) => actor.send({ type: 'user.selectYear', year: Number(e.target.value) })}>
          {years.map((y) => (
            <option key={y} value={y}>{`${y}년`}</option>
          ))}
        </select>
      </div>
      {list && <Rows key={year} list={list} />}
    </section>
  );
}

function Rows({ list: listActor }: { readonly list: PagedListActor }) {
  const list = usePagedList<SurveyRow>(listActor);
  return (
    <div className="survey-list-body" aria-busy={list.busy}>
      <PagedListBody
        actor={listActor}
        list={list}
        label={m.surveyListLabel}
        rowsClass="survey-rows"
        emptyClass="survey-empty"
        emptyText={() => m.surveyListEmpty}
        rowKey={(s) => s.srvySqno}
        renderRow={(s) => <li>{canOpenSurvey(s.status, s.comStatus) ? <Link href={surveyViewHref(s.srvySqno)} className="survey-row"><RowBody s={s} /></Link> : <div className="survey-row survey-row-closed"><RowBody s={s} /></div>}</li>}
      />
    </div>
  );
}

function RowBody({ s }: { readonly s: SurveyRow }) {
  const badge = surveyBadge(s.status, s.comStatus);
  return (
    <>
      <span className="survey-row-tags">
        {surveyTags(s.titl).map((t) => (
          <span key={t} className={`survey-tag survey-tag-${t}`}>{SURVEY_TAG_LABELS[t]}</span>
        ))}
      </span>
      <span className="survey-row-title">{s.titl}</span>
      <span className="survey-row-period">
        {s.sttTime.slice(0, 10)} ~ {s.endTime.slice(0, 10)}
      </span>
      <span className={`survey-badge survey-badge-${badge.kind}`}>{badge.label}</span>
    </>
  );
}
