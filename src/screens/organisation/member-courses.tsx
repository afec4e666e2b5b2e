// The member detail's courses (spec 3 §2): required ones with their completion mark, and the studies in
// progress, coloured by category, with the empty text 현재 진행중인 교육이 없습니다.
import type { RequiredCourseRow, StudyCourseRow } from '../../../machines/organisation/member-detail.types';
import { organisationMessages } from '../../domain/organisation/messages';
import { categoryTone } from '../../ui/category-tone';

const PALETTE = 5;
export const cateColour = (cateNm: string) => categoryTone(cateNm, PALETTE);

export function MemberCourses({ required, studies }: { readonly required: readonly RequiredCourseRow[]; readonly studies: readonly StudyCourseRow[] }) {
  return (
    <>
      <section className="member-card member-required" aria-labelledby="member-required-h">
        <h3 id="member-required-h" className="member-h">
          {organisationMessages.memberRequired}
        </h3>
        <ul className="member-list">
          {required.map((c) => (
            <li key={c.lecNm} className="member-course">
              <span>{c.lecNm}</span>
              <span className={c.cmplYn === 'Y' ? 'member-mark is-done' : 'member-mark'}>{c.cmplYn === 'Y' ? organisationMessages.memberDone : organisationMessages.memberNotDone}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="member-card member-study" aria-labelledby="member-study-h">
        <h3 id="member-study-h" className="member-h">
          {organisationMessages.memberStudy}
        </h3>
        {studies.length === 0 ? (
          <p className="member-empty">{organisationMessages.studyEmpty}</p>
        ) : (
          <ul className="member-list">
            {studies.map((s) => (
              <li key={`${s.reqSeq}/${s.uuid}`} className="member-course">
                <span className={`member-cate is-cate-${cateColour(s.cateNm)}`}>{s.cateNm}</span>
                <span>{s.lecNm}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
