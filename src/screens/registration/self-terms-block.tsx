// The self-registration page's terms (spec 2 §2): the mobile service terms (required) and marketing
// (optional, unticked at first), 전체 동의, and each term's text in a popup the URL hash opens
// (#terms-mobile, #terms-marketing), so the phone's back button closes it (Escape too, on a keyboard).
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import * as sel from '../../../machines/registration/self-registration.selectors';
import { registrationMessages as m } from '../../domain/registration/messages';
import { SELF_TERMS, selfTermsHash, type SelfTermsKind } from '../../domain/registration/self-terms';
import { useModal } from '../../ui/use-modal';
import type { SelfActor } from './self-actor';

const KINDS: readonly SelfTermsKind[] = ['mobile', 'marketing'];

export function SelfTermsBlock({ actor }: { readonly actor: SelfActor }) {
  const form = useSelector(actor, sel.selectForm);
  const allAgreed = useSelector(actor, sel.selectAllAgreed);
  const editable = useSelector(actor, sel.selectEditable);
  const id = useId();
  if (!form) return null;
  const ticked: Record<SelfTermsKind, boolean> = { mobile: form.mobileTerms, marketing: form.marketing };
  return (
    <section className="self-reg-section" aria-labelledby={`${id}-terms`}>
      <div className="self-reg-row">
        <h2 id={`${id}-terms`}>{m.selfTerms}</h2>
        <button type="button" className="btn btn-secondary self-reg-small" aria-pressed={allAgreed} disabled={!editable} onClick={() => actor.send({ type: 'user.agreeAll' })}>
          {m.selfAgreeAll}
        </button>
      </div>
      <ul className="self-reg-terms">
        {KINDS.map((kind) => (
          <li key={kind}>
            <label className="check">
              <input type="checkbox" checked={ticked[kind]} disabled={!editable} onChange={() => actor.send({ type: 'user.toggleTerms', kind })} />
              {SELF_TERMS[kind].title}
            </label>
            {/* A plain link: the browser adds the hash (and a history entry), the page hears it. */}
            <a className="self-reg-view" href={selfTermsHash(kind)} aria-label={m.selfViewTerms(SELF_TERMS[kind].title)} aria-disabled={!editable || undefined} onClick={(e) => !editable && e.preventDefault()}>
              보기
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SelfTermsPopup({ actor }: { readonly actor: SelfActor }) {
  const kind = useSelector(actor, sel.selectTerms);
  if (kind === null) return null;
  return <TermsPopup kind={kind} onClose={() => actor.send({ type: 'user.closeTerms' })} />;
}

/** A modal like the app's dialogs: focus on 닫기 and kept there, Escape closes, focus back to the 보기 link after. */
function TermsPopup({ kind, onClose }: { readonly kind: SelfTermsKind; readonly onClose: () => void }) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const onKeyDown = useModal(box, onClose, close);
  const terms = SELF_TERMS[kind];
  return (
    <div className="dialog-backdrop">
      <section ref={box} className="self-reg-popup" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
        <h2 id={`${id}-title`}>{terms.title}</h2>
        <dl>
          {terms.items.map((i) => (
            <div key={i.label}>
              <dt>{i.label}</dt>
              <dd>{i.text}</dd>
            </div>
          ))}
        </dl>
        <button type="button" ref={close} className="btn btn-primary btn-block" onClick={onClose}>
          {m.selfCloseTerms}
        </button>
      </section>
    </div>
  );
}
