// The member detail's head (spec 3 §2 member detail): photo (default avatar on error), position badge,
// name and code, division and centre, birth date, the 전화 / 문자 buttons and the link to the profile.
import { Link } from 'wouter';
import type { OrgMember } from '../../domain/organisation/contract';
import { formatBirth } from '../../domain/organisation/rules';
import { orgProfileHref } from '../../domain/organisation/pages';
import { organisationMessages } from '../../domain/organisation/messages';
import { gradeName } from '../../domain/shared/roles';
import { MemberPhoto } from './member-photo';


export function MemberHeader(p: {
  readonly member: OrgMember;
  readonly contacting: boolean;
  readonly onCall: () => void;
  readonly onText: () => void;
}) {
  const m = p.member;
  const href = orgProfileHref({ targetId: m.akdcde, akdnam: m.akdnam, gubun: m.gubun });
  const birth = formatBirth(m.akdid1);
  return (
    <div className="member-head">
      <MemberPhoto src={m.rpimgp} name={m.akdnam} className="member-photo" />
      <div className="member-who">
        <p className="member-badge-line">
          {m.kssImgUrl ? <img className="member-badge-img" src={m.kssImgUrl} alt={gradeName(m.gubun)} /> : <span className="member-badge">{gradeName(m.gubun)}</span>}
        </p>
        <h2 className="member-name">
          {m.akdnam} <span className="member-code">{m.akdcde}</span>
        </h2>
        <p className="member-org">{[m.gnrlName, m.cntrName].filter(Boolean).join(' · ')}</p>
        {birth && (
          <p className="member-birth">
            <span className="visually-hidden">{organisationMessages.memberBirth} </span>
            {birth}
          </p>
        )}
      </div>
      <div className="member-actions">
        {m.hpno !== '' && (
          <>
            <button type="button" className="btn btn-secondary" aria-label={organisationMessages.memberCall(m.akdnam)} disabled={p.contacting} onClick={p.onCall}>
              전화
            </button>
            <button type="button" className="btn btn-secondary" aria-label={organisationMessages.memberText(m.akdnam)} disabled={p.contacting} onClick={p.onText}>
              문자
            </button>
          </>
        )}
        <Link className="btn btn-ghost member-profile-link" href={href}>
          {organisationMessages.memberProfileLink}
        </Link>
      </div>
    </div>
  );
}
