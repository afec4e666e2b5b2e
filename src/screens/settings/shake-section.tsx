// The shake setting (spec 1 §2, spec 3 §9): a switch and, when on, what a shake opens. Only screens that
// exist are offered; outside the app the section says the feature works in the app only.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { shakeSettingMachine } from '../../../machines/settings/shake-setting.machine';
import * as sel from '../../../machines/settings/shake-setting.selectors';
import { settingsMessages } from '../../domain/settings/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { SwitchRow } from './switch-row';

export type ShakeSettingActor = ActorRefFrom<typeof shakeSettingMachine>;

export function ShakeSection({ actor }: { readonly actor: ShakeSettingActor }) {
  const loading = useSelector(actor, sel.selectLoading);
  const appOnly = useSelector(actor, sel.selectAppOnly);
  const loadError = useSelector(actor, sel.selectLoadError);
  const ready = useSelector(actor, sel.selectReady);
  const message = useSelector(actor, sel.selectMessage);
  return (
    <section className="settings-section" aria-labelledby="shake-title" aria-busy={loading}>
      <h2 id="shake-title" className="settings-title">
        {settingsMessages.shakeTitle}
      </h2>
      {loading && <Spinner label="흔들기 설정 불러오는 중" />}
      {appOnly && <p className="settings-note">{settingsMessages.shakeAppOnly}</p>}
      {loadError !== null && <RetryAlert className="settings-status" message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {ready && <ShakeControls actor={actor} />}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}

function ShakeControls({ actor }: { readonly actor: ShakeSettingActor }) {
  const on = useSelector(actor, sel.selectOn);
  const target = useSelector(actor, sel.selectTarget);
  const targets = useSelector(actor, sel.selectTargets);
  const canChange = useSelector(actor, sel.selectCanChange);
  return (
    <>
      <SwitchRow label={settingsMessages.shakeSwitch} hint={settingsMessages.shakeGuide} checked={on} disabled={!canChange} onChange={(value) => actor.send({ type: 'user.toggle', on: value })} />
      {on && (
        <fieldset className="settings-choices" disabled={!canChange}>
          <legend>{settingsMessages.shakeChoices}</legend>
          {targets.map((t) => (
            <label key={t} className="check">
              <input type="radio" name="shake-target" value={t} checked={target === t} onChange={() => actor.send({ type: 'user.choose', target: t })} />
              {settingsMessages.shakeTargetLabels[t]}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
