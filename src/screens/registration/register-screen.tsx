// The planner's customer registration (spec 2 §2): the sections in the planner's order, cancel and
// register, the confirmations and alerts, and the verification's sheets while it runs. Renders the
// registration actor; every decision is the machine's.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../../machines/registration/registration.machine';
import * as sel from '../../../machines/registration/registration.selectors';
import type { RegItemCode } from '../../domain/settings/contract';
import { registrationMessages as m } from '../../domain/registration/messages';
import { REG_MEMO_MAX } from '../../domain/registration/rules';
import { CountedTextarea } from '../../ui/counted-textarea';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { ChildrenSection } from './register-children';
import { IdentitySection } from './register-identity';
import { ActivitySection, InterestSection } from './register-interests';
import { ParentSection } from './register-parent';
import { VerificationSheets } from './register-sheets';
import './register.css';

type Actor = ActorRefFrom<typeof registrationMachine>;

const CONFIRMS = { register: m.confirmRegister, cancel: m.confirmCancel, deleteChild: m.regConfirmDeleteChild } as const;

function MemoSection({ actor, busy }: { readonly actor: Actor; readonly busy: boolean }) {
  const memo = useSelector(actor, sel.selectForm).memo;
  return (
    <CountedTextarea
      label={m.regMemo}
      value={memo}
      max={REG_MEMO_MAX}
      used={memo.length}
      limit={REG_MEMO_MAX}
      rows={4}
      disabled={busy}
      className="reg-memo"
      counterClassName="reg-counter"
      onChange={(value) => actor.send({ type: 'user.edit', field: 'memo', value })}
    />
  );
}

const SECTIONS: Readonly<Record<RegItemCode, (p: { actor: Actor; busy: boolean }) => ReactNode>> = {
  CRS01: IdentitySection,
  CRS02: ChildrenSection,
  CRS03: MemoSection,
  CRS04: ParentSection,
  CRS05: InterestSection,
  CRS06: ActivitySection,
};

export function RegisterScreen({ actor }: { readonly actor: Actor }) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const order = useSelector(actor, sel.selectOrder);
  const busy = useSelector(actor, sel.selectBusy);
  const working = useSelector(actor, sel.selectWorking);
  const confirm = useSelector(actor, sel.selectConfirm);
  const message = useSelector(actor, sel.selectMessage);
  const verification = useSelector(actor, sel.selectVerification);
  if (loading) return <Spinner label={m.regLoading} />;
  if (loadError !== null) return <RetryAlert className="reg" message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />;
  return (
    <div className="reg" aria-busy={working}>
      {order.map((code) => {
        const Section = SECTIONS[code];
        return (
          <section key={code} className={`reg-section reg-section-${code}`} aria-labelledby={`reg-${code}`}>
            <h2 id={`reg-${code}`}>{m.regSections[code]}</h2>
            <Section actor={actor} busy={busy} />
          </section>
        );
      })}
      <div className="reg-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.cancelRegistration' })}>
          {m.regCancel}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actor.send({ type: 'user.register' })}>
          {m.regRegister}
        </button>
      </div>
      {verification && <VerificationSheets actor={verification as never} />}
      {confirm !== null && <Dialog message={CONFIRMS[confirm]} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.cancel' })} />}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </div>
  );
}
