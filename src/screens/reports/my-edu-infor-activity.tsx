// Own activity info, the month's activity and the courses (spec 3 §2 member detail's counts, §3 own info):
// morning meetings (days), source registrations, book care, video receptions, consultations by kind and
// diagnoses by kind; the required courses with completion marks; the courses in progress by category.
import type { MyEduInfo } from '../../../machines/reports/my-edu-infor.machine';
import { reportsMessages } from '../../domain/reports/messages';
import { categoryTone } from '../../ui/category-tone';

function Count({ label, value, days = false }: { readonly label: string; readonly value: number; readonly days?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{days ? reportsMessages.myEduDays(value) : reportsMessages.myEduCount(value)}</dd>
    </div>
  );
}

export function EduActivity({ activity }: { readonly activity: MyEduInfo['activityInfo'] }) {
  const a = activity;
  return (
    <section className="edu-card edu-activity" aria-labelledby="edu-activity-title">
      <h2 id="edu-activity-title">{reportsMessages.myEduActivity}</h2>
      <dl className="edu-counts">
        <Count label={reportsMessages.myEduMeet} value={a.meetCnt} days />
        <Count label={reportsMessages.myEduSource} value={a.custmCnt} />
        <Count label={reportsMessages.myEduBookCare} value={a.bkcareCnt} />
        <Count label={reportsMessages.myEduVideo} value={a.vdClssCnt} />
      </dl>
      <h3>{reportsMessages.myEduConsult}</h3>
      <dl className="edu-counts">
        <Count label={reportsMessages.myEduConsultProduct} value={a.planCnt} />
        <Count label={reportsMessages.myEduConsultRecruit} value={a.schRcrtCnt} />
        <Count label={reportsMessages.myEduConsultTest} value={a.schTestCnt} />
      </dl>
      <h3>{reportsMessages.myEduDiagnosis}</h3>
      <dl className="edu-counts">
        <Count label="KED-I" value={a.kedICnt} />
        <Count label="KED-S" value={a.kedSCnt} />
        <Count label="AI ELT" value={a.aiEltCnt} />
      </dl>
    </section>
  );
}

/** A category's colour class, one of six tones. */
const toneOf = (cateNm: string) => `tone-${categoryTone(cateNm, 6)}`;

export function EduCourses({ info }: { readonly info: MyEduInfo }) {
  return (
    <>
      <section className="edu-card edu-courses" aria-labelledby="edu-required-title">
        <h2 id="edu-required-title">{reportsMessages.myEduRequired}</h2>
        {info.eduInfo.length === 0 ? (
          <p className="edu-empty">{reportsMessages.myEduRequiredEmpty}</p>
        ) : (
          <ul className="edu-required" aria-labelledby="edu-required-title">
            {info.eduInfo.map((c, i) => (
              <li key={`${c.lecNm}-${i}`} className={c.cmplYn === 'Y' ? 'done' : undefined}>
                <span className="edu-mark">{c.cmplYn === 'Y' ? reportsMessages.myEduCompleted : reportsMessages.myEduNotCompleted}</span>
                <span>{c.lecNm}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="edu-card edu-courses" aria-labelledby="edu-study-title">
        <h2 id="edu-study-title">{reportsMessages.myEduStudy}</h2>
        {info.studitList.length === 0 ? (
          <p className="edu-empty">{reportsMessages.myEduStudyEmpty}</p>
        ) : (
          <ul className="edu-study" aria-labelledby="edu-study-title">
            {info.studitList.map((c) => (
              <li key={`${c.reqSeq}-${c.uuid}`}>
                <span className={`edu-cate ${toneOf(c.cateNm)}`}>{c.cateNm}</span>
                <span>{c.lecNm}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
