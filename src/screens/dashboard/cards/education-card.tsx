// HCD04 my courses (spec 1 §2, §3): up to six courses in progress with their category.
import type { EducationItem } from '../../../domain/dashboard/contract';
import { dashboardMessages } from '../../../domain/dashboard/messages';
import { CardFrame } from './card-frame';

export function EducationCard({ items, title }: { readonly items: readonly EducationItem[]; readonly title: string }) {
  return (
    <CardFrame code="HCD04" title={title}>
      {items.length === 0 ? (
        <p className="card-empty">{dashboardMessages.emptyEducation}</p>
      ) : (
        <ul className="plain-list">
          {items.map((i) => (
            <li key={i.reqSeq}>
              <span className="tag">{i.cateNm}</span> {i.lecNm}
            </li>
          ))}
        </ul>
      )}
    </CardFrame>
  );
}
