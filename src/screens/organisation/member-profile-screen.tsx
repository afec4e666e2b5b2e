// A member's profile (spec 3 §2 member profile): name, code, division, centre, affiliation code, work
// registration date, registration base date, 차월, type (신규 / 복직); the card-management shortcut only on
// the caller's own profile. Renders the member-profile actor.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { memberProfileMachine } from '../../../machines/organisation/member-profile.machine';
import * as sel from '../../../machines/organisation/member-profile.selectors';
import { profileType } from '../../domain/organisation/rules';
import { organisationMessages } from '../../domain/organisation/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './member-detail.css';

/** `cardHref`: the caller's own business card (shown only when the profile is theirs). */
export function MemberProfileScreen({ actor, cardHref }: { readonly actor: ActorRefFrom<typeof memberProfileMachine>; readonly cardHref: string }) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const p = useSelector(actor, sel.selectProfile);
  const fields: readonly (readonly [string, string])[] = p
    ? [
        [organisationMessages.profileName, p.akdnam],
        [organisationMessages.profileCode, p.akdcde],
        [organisationMessages.profileDivision, p.gnrlName],
        [organisationMessages.profileCentre, p.cntrName],
        [organisationMessages.profileAffiliation, p.akddpt],
        [organisationMessages.profileJoined, p.akden],
        [organisationMessages.profileBaseDate, p.akdje],
        [organisationMessages.profileChawol, `${p.chawol}차월`],
        [organisationMessages.profileType, profileType(p.akdst)],
      ]
    : [];
  return (
    <section className="member-profile" aria-label={organisationMessages.profileTitle} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert className="member-status" message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {p && (
        <div className="member-profile-card">
          <h2>{p.akdnam}</h2>
          <dl className="member-profile-fields">
            {fields.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {p.isMe === 'Y' && (
            <Link className="btn btn-secondary" href={cardHref}>
              {organisationMessages.profileCard}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
