// The pieces one organisation list row shows on a phone and on a PC: the photo (the default avatar when
// there is none or it does not load), the position name, the met / not-met flag and the activity label
// (실활동 carries the 300만 threshold as its title; the toolbar's button tells it to everyone).
import { useState } from 'react';
import type { OrgListRow } from '../../domain/organisation/contract';
import { organisationMessages } from '../../domain/organisation/messages';
import { gadongLabel, PERFORMANCE_TOOLTIP } from '../../domain/organisation/rules';
import { formatWon } from '../../domain/shared/amounts';
import { safeHttpUrl } from '../../domain/shared/safe-url';

export const amountOf = (row: OrgListRow) => formatWon(row.totamt);

/** Decorative: the name is beside it. */
export function MemberPhoto({ src }: { readonly src: string }) {
  const [failed, setFailed] = useState(false);
  const url = src ? safeHttpUrl(src, document.baseURI) : null;
  if (!url || failed)
    return (
      <svg className="orgs-photo orgs-photo-default" aria-hidden="true" viewBox="0 0 64 64" data-testid="default-avatar">
        <circle cx="32" cy="32" r="32" fill="var(--brand-soft)" />
        <circle cx="32" cy="25" r="11" fill="var(--brand)" opacity="0.55" />
        <path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="var(--brand)" opacity="0.55" />
      </svg>
    );
  return <img className="orgs-photo" src={url} alt="" onError={() => setFailed(true)} />;
}

export function MetFlag({ row }: { readonly row: OrgListRow }) {
  const met = row.akdpas === 'Y';
  return <span className={`orgs-flag${met ? ' is-met' : ''}`}>{met ? organisationMessages.orgStatusMet : organisationMessages.orgStatusNotMet}</span>;
}

export function GadongLabel({ row }: { readonly row: OrgListRow }) {
  return (
    <span className={`orgs-gadong orgs-gadong-${row.gadong}`} title={row.gadong === '2' ? PERFORMANCE_TOOLTIP : undefined}>
      {gadongLabel(row.gadong)}
    </span>
  );
}

/** The 300만 threshold behind 실활동, opened by a button (a touch screen has no hover). */
export function PerformanceTooltip() {
  const [open, setOpen] = useState(false);
  return (
    <span className="orgs-tip">
      <button type="button" className="orgs-tip-btn" aria-expanded={open} aria-controls="orgs-tip-text" onClick={() => setOpen(!open)}>
        <span aria-hidden="true">?</span>
        <span className="visually-hidden">{organisationMessages.orgStatusTooltipButton}</span>
      </button>
      <span id="orgs-tip-text" role="tooltip" className="orgs-tip-text" hidden={!open}>
        {PERFORMANCE_TOOLTIP}
      </span>
    </span>
  );
}
