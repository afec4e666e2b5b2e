// The dashboard's two sheets (spec 1 §2): choosing the organisation the figures show (spec 1 §4
// labels), and today's meeting organisations.
import type { MeetOrg, OrgChoice } from '../../domain/dashboard/contract';
import { BottomSheet } from '../../ui/bottom-sheet';

export function OrgSheet(p: {
  readonly wholeLabel: string;
  readonly choices: readonly OrgChoice[];
  readonly current: string;
  readonly onSelect: (akdcde: string | 'whole') => void;
  readonly onClose: () => void;
}) {
  const option = (key: string, label: string, sub: string) => (
    <li key={key}>
      <button type="button" className="sheet-option" aria-pressed={p.current === label} onClick={() => p.onSelect(key)}>
        <span>{label}</span>
        {sub && <span className="sheet-option-sub">{sub}</span>}
      </button>
    </li>
  );
  return (
    <BottomSheet title="조직 선택" onClose={p.onClose}>
      <ul className="sheet-list">
        {option('whole', p.wholeLabel, '')}
        {p.choices.map((c) => option(c.akdcde, c.akdnam, c.isMe === 'Y' ? `${c.gubunNm} · 나` : c.gubunNm))}
      </ul>
    </BottomSheet>
  );
}

export function MeetSheet({ orgs, onClose }: { readonly orgs: readonly MeetOrg[]; readonly onClose: () => void }) {
  return (
    <BottomSheet title="오늘 조회 조직" onClose={onClose}>
      <ul className="sheet-list">
        {orgs.map((o) => (
          // Two centres without a head of their own both carry the leader's code: the name tells them apart.
          <li key={`${o.akdcde}:${o.akdnam}`} className="sheet-row">
            <span>{o.akdnam}</span>
            <span className="sheet-option-sub">{o.gubunNm}</span>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
