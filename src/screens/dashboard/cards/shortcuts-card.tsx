// HCD06 shortcuts to outside sites (spec 1 §2): one button per site an operator configured, opened by
// the shell with the single-sign-on token. The dashboard leaves the card out when none is configured.
import type { SiteLink } from '../../../domain/outside-sites/outside-sites';
import { CardFrame } from './card-frame';

export interface ShortcutsCardProps {
  readonly title: string;
  readonly sites: readonly SiteLink[];
  readonly busy: boolean;
  readonly onOpen: (code: string) => void;
}

export function ShortcutsCard({ title, sites, busy, onOpen }: ShortcutsCardProps) {
  return (
    <CardFrame code="HCD06" title={title}>
      <ul className="shortcut-list">
        {sites.map((s) => (
          <li key={s.code}>
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onOpen(s.code)}>
              {s.name}
            </button>
          </li>
        ))}
      </ul>
    </CardFrame>
  );
}
