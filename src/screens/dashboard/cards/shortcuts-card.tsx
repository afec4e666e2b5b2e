// HCD06 shortcuts to outside sites (spec 1 §2): opened by the shell with the single-sign-on token.
import { SHORTCUT_SITES } from '../../../domain/rules/outside-sites';
import { CardFrame } from './card-frame';

export function ShortcutsCard({ title, busy, onOpen }: { readonly title: string; readonly busy: boolean; readonly onOpen: (code: string) => void }) {
  return (
    <CardFrame code="HCD06" title={title}>
      <ul className="shortcut-list">
        {SHORTCUT_SITES.map((s) => (
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
