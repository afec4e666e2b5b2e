// A branch head's two plan lists as tabs (spec 3 §2: a second tab leads to the members' plans): links to
// the two pages, the current one marked, so the browser's history and a new tab work as for any link.
import { Link } from 'wouter';
import { plansMessages } from '../../domain/plans/messages';
import { BSN_PLN_LIST_PATH, HEAD_BSN_PLN_LIST_PATH } from '../../domain/plans/pages';

export function PlanListTabs({ current }: { readonly current: 'mine' | 'members' }) {
  const tab = (which: 'mine' | 'members', href: string, label: string) => (
    <Link href={href} className={`plans-tab${current === which ? ' is-current' : ''}`} aria-current={current === which ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <nav className="plans-tabs" aria-label={plansMessages.planTabsLabel}>
      {tab('mine', BSN_PLN_LIST_PATH, plansMessages.planMyTab)}
      {tab('members', HEAD_BSN_PLN_LIST_PATH, plansMessages.planMembersTab)}
    </nav>
  );
}
