// What the dashboard screen reads from the dashboard actor.
import type { SnapshotFrom } from 'xstate';
import { scopeLabel, wholeOrgLabel } from '../../src/domain/dashboard/org-switch';
import { linkOf, linksAt, type SiteLink } from '../../src/domain/outside-sites/outside-sites';
import { canSeeOrgStatus } from '../../src/domain/shared/roles';
import { surveyViewHref } from '../../src/domain/surveys/pages';
import type { dashboardMachine } from './dashboard.machine';

type Snap = SnapshotFrom<typeof dashboardMachine>;

export const selectDashboardPhase = (s: Snap): 'loading' | 'failed' | 'ready' =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
export const selectDashboardError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectDashboardData = (s: Snap) => s.context.data;
export const selectDashboardAlert = (s: Snap) => s.context.alert;
export const selectSwitching = (s: Snap) => s.matches({ ready: { figures: 'switching' } });
export const selectOrgSheetOpen = (s: Snap) => s.matches({ ready: { orgSheet: 'open' } });
export const selectMeetSheetOpen = (s: Snap) => s.matches({ ready: { meetSheet: 'open' } });
export const selectOpeningSite = (s: Snap) => s.matches({ ready: { site: 'opening' } });
export const selectCanSwitchOrg = (s: Snap) => s.can({ type: 'user.openOrgSheet' });
/**
 * The organisation card's figures lead to the organisation list (spec 3 §2): for branch and district heads
 * only, and only while the card shows their own organisation (the list has no other).
 */
export const selectOrgCardLinks = (s: Snap) => canSeeOrgStatus(s.context.user.position) && s.context.data?.scope.targetId === s.context.user.akdcde;

/** The organisation switch's button text, or null when the user has none. */
export const selectScopeLabel = (s: Snap): string | null => {
  const d = s.context.data;
  const u = s.context.user;
  if (!d || wholeOrgLabel(u.akdrnk) === null || d.orgChoices.length === 0) return null;
  return scopeLabel(d.scope, d.orgChoices, u.akdrnk, u.akdcde);
};

export const selectChildren = (s: Snap) => ({
  attendance: s.children.attendance,
  medal: s.children.medal,
  scheduleToggle: s.children.scheduleToggle,
});

/** The configured shortcut sites (HCD06), in the catalogue's order. */
export const selectShortcutSites = (s: Snap): readonly SiteLink[] => linksAt(s.context.data?.sites ?? [], 'shortcuts');

/** The server's cards in exposure order; the shortcuts card only with a configured shortcut site (else an empty box). */
export const selectShownCards = (s: Snap) =>
  (s.context.data?.base.cardList ?? []).filter((c) => c.cardCd !== 'HCD06' || selectShortcutSites(s).length > 0);

/** The event link: inside its window (spec 1 §2) and only when an operator configured where it leads. */
export const selectEventLink = (s: Snap): SiteLink | null => (s.context.data?.eventOpen ? linkOf(s.context.data.sites, 'EVENT') : null);

/** Where the header's survey button leads (spec 3 §2): the survey waiting for the user's answer, null when none. */
export const selectSurveyHref = (s: Snap): string | null => {
  const srvySqno = s.context.data?.base.userInfo.srvySqno ?? '';
  return srvySqno === '' ? null : surveyViewHref(srvySqno);
};
